// Preloaded by `npm run serve` (before the bundle loads): stack traces point into the TypeScript
// sources of our own bundle. The maps of node_modules are left out: with --enable-source-maps Node
// reads and keeps every package's map, about 20-40 MB of resident memory for no use in our logs.
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false });
