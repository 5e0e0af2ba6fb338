import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import {
  POSITIONS_SOCKET_PATH,
  type PositionAck,
  type PositionReport,
  type PositionsClientToServer,
  type PositionsServerToClient,
  type PositionUpdate,
} from '@reclamos/shared-types/positions/schemas';

export type ClientSocket = Socket<PositionsServerToClient, PositionsClientToServer>;

/** Makes the in-process app listen on a free loopback port (socket.io needs a real server). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface Connected {
  socket: ClientSocket;
  /** Every actualizarConjunto received so far, in order. */
  updates: PositionUpdate[];
  ended: { value: boolean };
}

function socketFor(baseUrl: string, auth: object | undefined): ClientSocket {
  return io(baseUrl, {
    path: POSITIONS_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(auth ? { auth } : {}),
  });
}

/** Connects with a token; resolves once connected, rejects with the server's connect_error message. */
export function connect(baseUrl: string, token: string | undefined, auth?: object): Promise<Connected> {
  const socket = socketFor(baseUrl, auth ?? (token === undefined ? undefined : { token }));
  const updates: PositionUpdate[] = [];
  const ended = { value: false };
  socket.on('actualizarConjunto', (update) => updates.push(update));
  socket.on('sesionTerminada', () => (ended.value = true));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, updates, ended }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The handshake's refusal message, or 'connected' if it was not refused. */
export async function handshakeOutcome(baseUrl: string, token: string | undefined, auth?: object): Promise<string> {
  try {
    const { socket } = await connect(baseUrl, token, auth);
    socket.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Sends a report, well-formed or not (bad input tests), and answers the server's ack. */
export function report(socket: ClientSocket, position: unknown): Promise<PositionAck> {
  return socket.timeout(5000).emitWithAck('posicion', position);
}

export function stopSharing(socket: ClientSocket): Promise<PositionAck> {
  return socket.timeout(5000).emitWithAck('dejarDeCompartir');
}

/** Polls until `check` passes (events cross a socket, maybe a process and Redis). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      // Paces this bounded poll (it gives up at the deadline); it is not a wait for the event.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * A round trip on one socket: a malformed report, answered 'invalid' at once. One connection
 * delivers in order, so once its ack is back every event the server sent this socket before has
 * arrived: after it, "nothing arrived" means nothing was sent (where a fixed wait passes vacuously
 * when the server is slower than the wait).
 */
export async function drained(connected: Connected): Promise<void> {
  const answer = await report(connected.socket, 'not a position');
  if (answer.ok || answer.reason !== 'invalid') throw new Error(`the round trip was answered ${JSON.stringify(answer)}`);
}

/** A point in central Oruro, shifted by `n` so reports differ. */
export function oruro(n = 0): PositionReport {
  return { lat: -17.968851 + n * 0.0001, lng: -67.112892 + n * 0.0001, accuracy: 12 };
}
