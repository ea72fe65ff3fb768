// Bundles the production server (apps/web/server.ts with the workspace packages it imports) into
// one ES module, so `npm run serve` runs plain Node: no TypeScript loader in memory, quick start.
// npm dependencies stay external and load from node_modules as usual, with two exceptions (below).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'apps/web/build/server.mjs');
const manifests = [
  'package.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'packages/contracts/package.json',
];

/**
 * Packages npm installed inside a workspace (its version differs from the root's, e.g. lru-cache):
 * the bundle in apps/web/build would resolve the root copy instead, so they are bundled (fine for
 * plain JavaScript; a native addon there would need another way). `manifests[0]` is the root's.
 */
function nestedPackages(workspace) {
  const folder = path.join(root, workspace, 'node_modules');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (!entry.startsWith('@')) return [entry];
    return readdirSync(path.join(folder, entry)).map((name) => `${entry}/${name}`);
  });
}

// drizzle-orm is bundled: loaded from node_modules, Node reads its 179 KB package.json `exports`
// map again for each of its ~300 modules, which cost ~1 s and ~180 MB of garbage heap at every
// start (the idle RSS never came back down from it).
const bundled = new Set([
  'drizzle-orm',
  ...manifests.slice(1).flatMap((manifest) => nestedPackages(path.dirname(manifest))),
]);

const external = new Set();
for (const manifest of manifests) {
  const pkg = JSON.parse(readFileSync(path.join(root, manifest), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (!name.startsWith('@gfj/') && !bundled.has(name)) external.add(name);
    }
  }
}
const externals = [...external].flatMap((name) => [name, `${name}/*`]);

// Modules find their neighbours (migrations, the repository root) from `import.meta.url`; in the
// bundle each keeps pointing at its own source file, relative to the bundle's location.
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

// Chunks of an earlier build go first (their names carry content hashes).
if (existsSync(path.dirname(outfile))) {
  for (const entry of readdirSync(path.dirname(outfile))) {
    if (/^server-.*\.mjs(\.map)?$/.test(entry)) rmSync(path.join(path.dirname(outfile), entry));
  }
}

// Split at dynamic imports: the cluster primary (server.ts) loads only the configuration, and the
// server processes load the rest (server/serve.ts) from chunks beside the entry.
await build({
  entryPoints: { server: path.join(root, 'apps/web/server.ts') },
  outdir: path.dirname(outfile),
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: 'server-[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  sourcemap: 'linked',
  // Stack traces need the mappings only; Node keeps a loaded map whole for the process's life
  // (source-maps.mjs), and the sources themselves are in the repository beside it.
  sourcesContent: false,
  external: externals,
  plugins: [keepModuleUrls],
  logLevel: 'warning',
});
console.info(`Server bundle written to ${path.relative(root, outfile)}`);
