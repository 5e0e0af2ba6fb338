import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { POSITIONS_SOCKET_PATH } from '@reclamos/shared-types/positions/schemas';
import { announceReady } from './child-process.ts';
import type { PositionsServerData } from './positions-server.ts';

/**
 * The positions bench's floor: a bare socket.io server on the same machine relaying the same
 * events to the same viewers, with no session, no storage, no throttle and no coalescing; and a
 * bare `/api/health`. What the real API achieves is read against what this achieves in the same
 * run. Tokens are made up: `viewer-<n>` joins the viewers, `device-<n>` reports as person n.
 */
const deviceCount = Number(process.env.BENCH_DEVICES ?? '1000');
const viewerCount = Number(process.env.BENCH_VIEWERS ?? '20');

const http = createServer((request, response) => {
  if (request.url === '/api/health') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
    return;
  }
  response.writeHead(404).end();
});
const io = new Server(http, { path: POSITIONS_SOCKET_PATH, transports: ['websocket'], serveClient: false });

io.on('connection', (socket) => {
  const raw: unknown = (socket.handshake.auth as { token?: unknown }).token;
  const token = typeof raw === 'string' ? raw : '';
  if (token.startsWith('viewer-')) {
    void socket.join('viewers');
    return;
  }
  const id = Number(token.slice('device-'.length));
  socket.on('posicion', (report: { lat: number; lng: number }, ack?: (answer: { ok: true }) => void) => {
    io.to('viewers').emit('actualizarConjunto', { id, nombre: `Personal ${id}`, lat: report.lat, lng: report.lng });
    ack?.({ ok: true });
  });
});

await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const address = http.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const data: PositionsServerData = {
  devices: Array.from({ length: deviceCount }, (_, i) => ({ id: i + 1, token: `device-${i + 1}` })),
  viewers: Array.from({ length: viewerCount }, (_, i) => ({ id: deviceCount + i + 1, token: `viewer-${i + 1}` })),
};
announceReady<PositionsServerData>(address.port, data, async () => {
  io.local.disconnectSockets(true);
  await io.close();
});
