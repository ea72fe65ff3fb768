import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundled up front so the first dev page load does not trigger a reload.
  optimizeDeps: { include: ['clsx', 'lucide-react', 'zod', 'react-router', 'react-dom/client'] },
  // Workspace packages are bundled into the SSR build unless listed here (stack.md); the API is
  // never imported by app code, and contracts are plain TypeScript that Vite compiles.
  environments: {
    ssr: { build: { rollupOptions: { external: ['@gfj/api'] } } },
  },
});
