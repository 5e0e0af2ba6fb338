import { ensureBuilt } from './pwa-build-stamp.ts';

/**
 * `npm start`: builds the PWA if its sources changed, then runs the API in this same process. npm
 * runs this as its one child (no shell in between, no second npm), so SIGTERM or SIGINT sent to
 * `npm start` reaches the server, which closes and frees its port before npm exits; a process
 * manager or an operator stopping it never leaves the API running behind them.
 */
ensureBuilt();
await import('../apps/api/src/server.ts');
