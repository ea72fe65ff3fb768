import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// react-admin needs React Router 7 while the public site runs React Router 8, so npm nests a copy
// of React Router 7 and of ra-core (which needs it) under each package that asks for them; copies
// of a router or of ra-core do not share their React contexts. The bundle takes one copy of each:
// whatever react-admin itself resolves (its own nested copies).
const SHARED = /^(ra-core|ra-ui-materialui|react-router|react-router-dom|react-is)(\/.*)?$/;
const reactAdminEntry = path.resolve(import.meta.dirname, '../../node_modules/react-admin/package.json');

function oneCopyOfReactAdminsDependencies(): Plugin {
  return {
    name: 'gfj-one-copy-of-react-admin-dependencies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!SHARED.test(source) || importer === reactAdminEntry) return null;
      return this.resolve(source, reactAdminEntry, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [oneCopyOfReactAdminsDependencies()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // MUI marks its modules 'use client' for React Server Components; a client bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
