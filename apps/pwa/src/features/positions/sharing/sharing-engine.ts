/**
 * Sharing this device's position: `watchPosition` fixes, paced and sent over the shared socket
 * (`posicion`), the screen kept awake meanwhile. Loaded with a dynamic import when the switch is
 * turned on, so neither socket.io-client nor this code weighs on the first page load.
 */
import {
  POSITION_MIN_INTERVAL_MS,
  PositionsConnectError,
  type PositionAck,
  type PositionRejectReason,
} from '@reclamos/shared-types/positions/schemas';
import { acquirePositionsSocket, releasePositionsSocket } from '../../../api/positions-socket.ts';
import { ReportPacer } from './report-pacer.ts';
import { ScreenKeeper, type WakeLockState } from './wake-lock.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/** A little over the server's 5 s so clock jitter never gets a report refused. */
const SEND_INTERVAL_MS = POSITION_MIN_INTERVAL_MS + 500;
const ACK_TIMEOUT_MS = 5000;
const REMOVAL_TIMEOUT_MS = 2000;
const RETRIED = new Set<PositionRejectReason>(['throttled', 'error']);

export interface SharingEvents {
  /** A fix was taken (first one included). */
  onFix: () => void;
  onConnection: (connected: boolean) => void;
  onWakeLock: (state: WakeLockState) => void;
  /** Sharing cannot go on (permission denied, session over): the switch turns off with this text. */
  onFailure: (message: string) => void;
}

export interface SharingHandle {
  /** Stops sharing; with `removal`, viewers are told at once (`dejarDeCompartir`). */
  stop: (options: { removal: boolean }) => Promise<void>;
}

export function startSharing(events: SharingEvents): SharingHandle {
  if (!('geolocation' in navigator)) {
    events.onFailure(POSITIONS_MSG.sharing.unsupported);
    return { stop: async () => undefined };
  }
  const socket = acquirePositionsSocket();
  const pacer = new ReportPacer(
    {
      isConnected: () => socket.connected,
      send: (report, done) =>
        // Volatile: a report never waits in socket.io's buffer to go out late; the pacer keeps it.
        void withAck((ack) => socket.volatile.emit('posicion', report, ack), ACK_TIMEOUT_MS).then((answer) =>
          // A lost or paced report is tried again; 'invalid' or 'forbidden' would only fail again.
          done(answer !== null && (answer.ok || !RETRIED.has(answer.reason))),
        ),
      now: () => Date.now(),
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    SEND_INTERVAL_MS,
  );
  const screen = new ScreenKeeper(events.onWakeLock);
  let stopped = false;

  const onConnect = () => {
    events.onConnection(true);
    pacer.connected();
  };
  const onDisconnect = () => events.onConnection(false);
  const onEnded = () => {
    void stop({ removal: false });
    events.onFailure(POSITIONS_MSG.sharing.sessionEnded);
  };
  const onConnectError = (error: Error) => {
    if (error.message === PositionsConnectError.sessionInvalid || error.message === PositionsConnectError.sessionRequired) onEnded();
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socket.on('sesionTerminada', onEnded);
  events.onConnection(socket.connected);

  const watchId = navigator.geolocation.watchPosition(
    (position) => {
      if (stopped) return;
      events.onFix();
      const { latitude, longitude, accuracy } = position.coords;
      pacer.offer({ lat: latitude, lng: longitude, accuracy: Number.isFinite(accuracy) ? accuracy : 0 });
    },
    (error) => {
      if (stopped) return;
      if (error.code === error.PERMISSION_DENIED) {
        void stop({ removal: true });
        events.onFailure(POSITIONS_MSG.sharing.denied);
      }
      // Timeouts and unavailable fixes: the watch goes on and the last fix stays on the map.
    },
    { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
  );
  void screen.start();

  async function stop({ removal }: { removal: boolean }): Promise<void> {
    if (stopped) return;
    stopped = true;
    navigator.geolocation.clearWatch(watchId);
    pacer.stop();
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.off('sesionTerminada', onEnded);
    await screen.stop();
    if (removal && socket.connected) {
      await withAck((ack) => socket.emit('dejarDeCompartir', ack), REMOVAL_TIMEOUT_MS);
    }
    releasePositionsSocket();
  }

  return { stop };
}

/** Sends with an acknowledgement; answers null when none came within `ms`. */
function withAck(send: (ack: (answer: PositionAck) => void) => void, ms: number): Promise<PositionAck | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    send((answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
