import { Type, type Static } from '@sinclair/typebox';

/**
 * An SOS alert's contract (docs/decisions.md, "SOS"). A field user's phone queues the alert in its
 * outbox (`POST /api/sos` with an Idempotency-Key, so a replay never makes a second alert); the
 * server pushes it on the live-positions socket to every supervisor (`sosAlerta`) and, once a
 * supervisor attends it, the acknowledgement to the supervisors and to the sender (`sosAtendida`).
 * Times are ISO 8601 (UTC) on the wire.
 */

/** Bounds of an ISO time the phone sends; the server refuses anything else with a Spanish 400. */
const IsoTime = Type.String({ format: 'date-time', maxLength: 40 });

/** What the phone sends: its latest fix (null when it had none) and when the button was held. */
export const SosBody = Type.Object({
  lat: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
  lng: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
  /** When that fix was taken. */
  posicion_at: Type.Union([IsoTime, Type.Null()]),
  /** When the person finished holding the button (the alert may reach the server much later). */
  pulsada_at: IsoTime,
  /** Sent without sound or visible change on the phone; supervisors are told it was silent. */
  silenciosa: Type.Boolean(),
});
export type SosBody = Static<typeof SosBody>;

export const SosPerson = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const SosAlert = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  usuario: SosPerson,
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  accuracy: Type.Union([Type.Number(), Type.Null()]),
  posicion_at: Type.Union([Type.String(), Type.Null()]),
  pulsada_at: Type.String(),
  /** When the server received it. */
  fecha: Type.String(),
  silenciosa: Type.Boolean(),
  /** null while open; who attended it and when. */
  atendida: Type.Union([Type.Object({ por: SosPerson, at: Type.String() }), Type.Null()]),
});
export type SosAlert = Static<typeof SosAlert>;
export const SosAlertList = Type.Array(SosAlert);

/** `POST /api/sos` answers like every queued create (its replay too): the record's uuid. */
export const SosCreated = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  uuid: Type.String(),
  fecha: Type.String(),
});
export type SosCreated = Static<typeof SosCreated>;

/** `GET /api/sos?abiertas=1`: only the alerts no one attended yet (oldest first). */
export const SosListQuery = Type.Object({ abiertas: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) });

// The alert travels on the live-positions socket (one connection per tab, same handshake).
declare module '../positions/schemas.ts' {
  interface PositionsServerToClient {
    /** A new alert, to every supervisor (attendSos) connected. */
    sosAlerta: (alert: SosAlert) => void;
    /** An alert was attended: to every supervisor (the banner closes) and to the sender's phone. */
    sosAtendida: (alert: SosAlert) => void;
  }
}
