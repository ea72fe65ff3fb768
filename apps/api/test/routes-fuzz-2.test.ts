import { fuzzRoutes } from './routes-fuzz.ts';

// Half of the route table (routes-fuzz.ts): the other half is in routes-fuzz-1.test.ts.
fuzzRoutes(1, 2);
