import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app/AppShell.tsx';
import { loadAppConfig } from './app/app-config.ts';
import { OUTBOX_KINDS } from './app/outbox-kinds.ts';
import { registerOutboxKinds } from './sync/kind-registry.ts';

registerOutboxKinds(OUTBOX_KINDS);
// At once, not once the page is usable: a field user may lose coverage right after opening the app,
// and the SOS bar's SMS fallback needs the server's number by then.
loadAppConfig();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

if (container.firstElementChild) {
  // Pre-rendered at build time (build/prerender.ts): the page is already painted, Chakra's global
  // styles already in its head. Hydrating in a transition lets React yield to the browser every few
  // milliseconds instead of one long task.
  const app = <AppShell Router={BrowserRouter} globalStyles="in-page" />;
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('hydration', error),
    });
  });
} else {
  createRoot(container).render(<AppShell Router={BrowserRouter} />);
}
