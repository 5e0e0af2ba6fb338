/**
 * The one socket.io connection of this tab for live positions, shared by the map viewer and the
 * sharing switch. Only ever loaded through a dynamic import (the map route, the switch turned
 * on), so socket.io-client stays out of the public form's bundle.
 *
 * WebSocket transport only (no sticky sessions behind a load balancer); the handshake reads the
 * token from localStorage at every (re)connect, so a new sign-in is picked up.
 */
import { io, type Socket } from 'socket.io-client';
import {
  POSITIONS_SOCKET_PATH,
  type PositionsClientToServer,
  type PositionsHandshakeAuth,
  type PositionsServerToClient,
} from '@reclamos/shared-types/positions/schemas';
import { readToken } from './token-storage.ts';

export type PositionsSocket = Socket<PositionsServerToClient, PositionsClientToServer>;

let shared: PositionsSocket | null = null;
let holders = 0;

/** The shared socket, connecting it on first use; pair every call with `releasePositionsSocket`. */
export function acquirePositionsSocket(): PositionsSocket {
  if (!shared) {
    shared = io({
      path: POSITIONS_SOCKET_PATH,
      transports: ['websocket'],
      auth: (callback) => callback({ token: readToken() ?? '' } satisfies PositionsHandshakeAuth),
    });
  }
  holders += 1;
  // Only a socket that gave up is told to connect: `disconnected` is also true while the server
  // is still accepting it, and connecting then sent a second join, which the server accepted as a
  // second socket on the same connection (its events then came twice).
  if (!shared.active) shared.connect();
  return shared;
}

/** Lets go of the socket; the last holder closes it. */
export function releasePositionsSocket(): void {
  holders = Math.max(0, holders - 1);
  if (holders === 0 && shared) {
    shared.disconnect();
    shared = null;
  }
}
