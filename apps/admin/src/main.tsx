import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// The back office loads in two steps: this small entry, then react-admin and the screens (a
// chunk of their own), so the page shows something at once.
const App = lazy(() => import('./app.tsx').then((module) => ({ default: module.App })));

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <Suspense
      fallback={
        <p style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>Loading the back office…</p>
      }
    >
      <App />
    </Suspense>
  </StrictMode>,
);
