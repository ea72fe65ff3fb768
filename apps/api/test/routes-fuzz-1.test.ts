import { fuzzRoutes } from './routes-fuzz.ts';

// Half of the route table (routes-fuzz.ts): the other half is in routes-fuzz-2.test.ts.
fuzzRoutes(0, 2);
