import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const ICON_BARREL = /[\\/]node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]lucide\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide["']/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;

/** `{ default as Menu, default as X }` -> ['Menu', 'X']; `{ Menu as MenuIcon }` -> ['Menu']. */
function namesIn(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map((pair) => (side === 'imported' ? pair[0]! : (pair[1] ?? pair[0]!)));
}

/**
 * Remembers the static imports of every module of the client build, so the chunking below can
 * tell which modules a route needs before hydration (dynamic imports stay out). Icons come from
 * lucide's index, which reaches every icon: a module is taken to reach only the icons it names.
 */
function staticImportGraph() {
  const imports = new Map<string, readonly string[]>();
  const namedIcons = new Map<string, string[]>();
  const iconFiles = new Map<string, string>();
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'gfj:static-import-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      imports.clear();
      namedIcons.clear();
      iconFiles.clear();
      closures.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      const code = info.code ?? '';
      if (ICON_BARREL.test(info.id)) {
        for (const [, list, file] of code.matchAll(BARREL_EXPORT)) {
          for (const name of namesIn(list!, 'exported'))
            iconFiles.set(name, new URL(file!, `file://${info.id}`).pathname);
        }
      } else if (info.importedIds.some((id) => ICON_BARREL.test(id))) {
        namedIcons.set(
          info.id,
          [...code.matchAll(ICON_IMPORT)].flatMap(([, list]) => namesIn(list!, 'imported')),
        );
      }
    },
  };
  function dependenciesOf(id: string): readonly string[] {
    const icons = namedIcons.get(id);
    if (!icons) return imports.get(id) ?? [];
    const files = icons.flatMap((name) => iconFiles.get(name) ?? []);
    return [...(imports.get(id) ?? []).filter((dependency) => !ICON_BARREL.test(dependency)), ...files];
  }
  /** Whether the route module `app/<file>` imports `id` statically, directly or not. */
  function isNeededBy(file: string, id: string): boolean {
    let closure = closures.get(file);
    if (!closure) {
      closure = new Set();
      const stack = [...imports.keys()].filter((key) => key.split('?')[0]!.endsWith(`/app/${file}`));
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (closure.has(next)) continue;
        closure.add(next);
        stack.push(...dependenciesOf(next));
      }
      closures.set(file, closure);
    }
    return closure.has(id);
  }
  return { plugin, isNeededBy };
}

/**
 * Vite wraps every dynamic import in `__vitePreload(load, deps)`, whose helper (~0.6 KB gzip in the
 * shell) preloads the imported chunk's own imports and adds its stylesheets. With `modulePreload:
 * false` only the stylesheets are left to it, so this smaller helper adds those (and waits for
 * them, as Vite's does: a dialog never shows unstyled) and then imports. A failed import rejects as
 * before; Vite's `vite:preloadError` event, which nothing here listens to, is not sent.
 */
function smallPreloadHelper(): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  return {
    name: 'gfj:small-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id !== HELPER) return null;
      return `export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps ?? []).map((dep) => {
      const href = new URL('/' + dep, location.href).href;
      if ([...document.styleSheets].some((sheet) => sheet.href === href)) return;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return new Promise((resolve) => { link.onload = link.onerror = resolve; });
    }),
  ).then(load);`;
    },
    // Vite lists, for a lazy chunk, the stylesheets it needs, file names included in the importing
    // chunk (~0.1 KB of the job page's gzip). The shell's stylesheet is on every page already (the
    // root's links): a list naming only it is dropped. Any other stylesheet keeps its list.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const onEveryPage = new Set(
          chunks
            .filter((chunk) => chunk.name === 'shell')
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        for (const chunk of chunks) {
          const deps = /^const __vite__mapDeps=.*?m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/.exec(
            chunk.code,
          );
          if (!deps || chunk.map) continue;
          const files = JSON.parse(deps[1]!) as string[];
          if (!files.every((file) => onEveryPage.has(file))) continue;
          chunk.code = chunk.code.slice(deps[0].length).replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]');
        }
      },
    },
  };
}

const graph = staticImportGraph();
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [smallPreloadHelper(), reactRouter(), graph.plugin],
  // Pre-bundled up front so the first dev page load does not trigger a reload.
  optimizeDeps: { include: ['clsx', 'lucide', 'zod', 'react-router', 'react-dom/client'] },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        // File names' hashes in hex: the shell names the chunks it loads later, and base64 hashes
        // are incompressible noise in the job page's gzip budget (each new build moved it by up to
        // ~40 bytes); hex ones compress by a third and move it less.
        hashCharacters: 'hex',
        // Fewer, larger chunks on the first load (docs/decisions/011): a chunk per unique set of
        // importers made ~20 small files for a job page, and each compresses on its own.
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: every page needs them, and they change only
            // on upgrades, so they stay cached across deploys of the app's own code.
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // The layout's own code (header, footer, account menu, modal host): every page runs it.
            {
              name: 'shell',
              test: (id) => graph.isNeededBy('root.tsx', id),
              priority: 10,
            },
            // What the job page shares with the search and home pages (job facts, labels, lookups).
            {
              name: 'listing',
              test: (id) =>
                graph.isNeededBy('routes/job.tsx', id) &&
                (graph.isNeededBy('routes/search.tsx', id) || graph.isNeededBy('routes/home.tsx', id)),
              priority: 5,
            },
            // The rest of the job page in one file, with what it shares with its own lazy dialogs.
            {
              name: 'job-page',
              test: (id) => graph.isNeededBy('routes/job.tsx', id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // Workspace packages are bundled into the SSR build unless listed here (stack.md); the API is
  // never imported by app code, and contracts are plain TypeScript that Vite compiles.
  // lucide is bundled too, so the server keeps only the drawings the pages use: loaded from
  // node_modules, its one entry module builds every icon it has (about 4.5 MB of each server
  // process's heap, kept for its life, for the ten or so the pages draw).
  ssr: { noExternal: ['lucide'] },
  environments: {
    ssr: { build: { rollupOptions: { external: ['@gfj/api'] } } },
  },
});
