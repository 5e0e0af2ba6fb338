import type { Server, Socket } from 'socket.io';
import type { Role } from '@reclamos/shared-types/roles';
import type { PositionsClientToServer, PositionsServerToClient, PositionUpdate } from '@reclamos/shared-types/positions/schemas';

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

/** An update on its way to the viewers, with when the server accepted it (epoch ms) to judge its age. */
export interface FeedEntry extends PositionUpdate {
  at: number;
}

/** Between API processes (Redis adapter): the updates accepted by one, for the viewers of the others. */
export interface InterServerEvents {
  posiciones: (entries: FeedEntry[]) => void;
}

export type PositionsServer = Server<PositionsClientToServer, PositionsServerToClient, InterServerEvents, SocketData>;
export type PositionsSocket = Socket<PositionsClientToServer, PositionsServerToClient, InterServerEvents, SocketData>;

/** Rooms: map viewers, and every socket of a user and of a session (to close them on sign-out). */
export const ROOMS = {
  viewers: 'viewers',
  user: (id: number) => `user:${id}`,
  session: (id: number) => `session:${id}`,
} as const;
