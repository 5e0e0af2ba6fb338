import type { PositionsSocket } from '../../api/positions-socket.ts';

/**
 * The tab's one live socket (api/positions-socket.ts), held while an SOS needs it: a supervisor's
 * layout, or a field phone waiting for its alert to be attended. Loaded on demand, so socket.io's
 * client stays out of the public form's bundle. Returns the function that lets go of it.
 */
export function holdSocket(use: (socket: PositionsSocket) => () => void): () => void {
  let released = false;
  let cleanup: (() => void) | null = null;
  let release: (() => void) | null = null;
  void import('../../api/positions-socket.ts').then(({ acquirePositionsSocket, releasePositionsSocket }) => {
    if (released) return;
    const socket = acquirePositionsSocket();
    cleanup = use(socket);
    release = releasePositionsSocket;
  });
  return () => {
    released = true;
    cleanup?.();
    release?.();
  };
}
