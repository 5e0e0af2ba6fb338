import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { loadAppConfig } from './app/app-config.ts';
import { OUTBOX_KINDS } from './app/outbox-kinds.ts';
import { AppRoutes } from './app/router.tsx';
import { registerOutboxKinds } from './sync/kind-registry.ts';

registerOutboxKinds(OUTBOX_KINDS);
loadAppConfig();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
