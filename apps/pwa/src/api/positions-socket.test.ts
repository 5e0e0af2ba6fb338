import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, expect, it, vi } from 'vitest';
import { POSITIONS_SOCKET_PATH } from '@reclamos/shared-types/positions/schemas';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks the server for one connection when a second holder comes while the first is still being accepted', async () => {
  const http = createServer();
  const server = new Server(http, { path: POSITIONS_SOCKET_PATH, transports: ['websocket'] });
  let handshakes = 0;
  // A busy server accepts slowly: the connection is open, the socket not yet accepted on it.
  server.use((_socket, next) => {
    handshakes += 1;
    setTimeout(next, 300);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}/`));
  vi.stubGlobal('localStorage', { getItem: () => 'a-token' });
  const { acquirePositionsSocket, releasePositionsSocket } = await import('./positions-socket.ts');
  try {
    const first = acquirePositionsSocket();
    await new Promise((resolve) => first.io.once('open', () => resolve(undefined)));
    // The live map and the SOS feed each hold the tab's socket; the second comes now.
    expect(acquirePositionsSocket()).toBe(first);
    await new Promise((resolve) => first.once('connect', () => resolve(undefined)));
    // A second request to join would have been accepted by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handshakes).toBe(1);
    expect(server.of('/').sockets.size).toBe(1);
    // What the server sends to every viewer arrives once.
    let received = 0;
    first.on('probe' as never, () => {
      received += 1;
    });
    server.emit('probe');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(1);
  } finally {
    releasePositionsSocket();
    releasePositionsSocket();
    await server.close();
  }
});
