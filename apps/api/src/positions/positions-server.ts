import type { Server, Socket } from 'socket.io';
import type { Role } from '@reclamos/shared-types/roles';
import type { PositionsClientToServer, PositionsServerToClient } from '@reclamos/shared-types/positions/schemas';

/** Who is behind a socket, as the handshake found them. */
export interface SocketUser {
  id: number;
  nombre: string;
  rol: Role;
}

/** Kept on the socket (in this process only): the token lets the server re-check the session. */
export interface SocketData {
  user: SocketUser;
  sessionId: number;
  token: string;
}

type NoEvents = Record<string, never>;
export type PositionsServer = Server<PositionsClientToServer, PositionsServerToClient, NoEvents, SocketData>;
export type PositionsSocket = Socket<PositionsClientToServer, PositionsServerToClient, NoEvents, SocketData>;

/** Rooms: map viewers, and every socket of a user and of a session (to close them on sign-out). */
export const ROOMS = {
  viewers: 'viewers',
  user: (id: number) => `user:${id}`,
  session: (id: number) => `session:${id}`,
} as const;
