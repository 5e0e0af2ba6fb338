import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import {
  POSITIONS_SOCKET_PATH,
  type PositionAck,
  type PositionReport,
  type PositionsClientToServer,
  type PositionsServerToClient,
} from '@reclamos/shared-types/positions/schemas';

/**
 * A field device as the tests drive it: a socket.io client signed in with a user's token that
 * reports positions (`posicion`) and stops sharing (`dejarDeCompartir`), like the PWA's switch.
 */
export class PositionReporter {
  private constructor(private readonly socket: Socket<PositionsServerToClient, PositionsClientToServer>) {}

  static async connect(token: string): Promise<PositionReporter> {
    const socket: Socket<PositionsServerToClient, PositionsClientToServer> = io(inject('baseURL'), {
      path: POSITIONS_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return new PositionReporter(socket);
  }

  async report(lat: number, lng: number, accuracy = 8): Promise<void> {
    const report: PositionReport = { lat, lng, accuracy };
    const answer = await new Promise<PositionAck>((resolve) => this.socket.emit('posicion', report, resolve));
    if (!answer.ok) throw new Error(`posicion refused: ${answer.reason} ${answer.message}`);
  }

  async stopSharing(): Promise<void> {
    const answer = await new Promise<PositionAck>((resolve) => this.socket.emit('dejarDeCompartir', resolve));
    if (!answer.ok) throw new Error(`dejarDeCompartir refused: ${answer.reason}`);
  }

  close(): void {
    this.socket.disconnect();
  }
}
