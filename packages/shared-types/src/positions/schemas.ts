import { Type, type Static } from '@sinclair/typebox';

/**
 * The live personnel map's contract (the specification's map rules and calls; docs/decisions.md, "Live positions").
 *
 * HTTP: `GET /api/listPosicion` (capability viewPositions) and `GET /api/mapConfig` (public).
 * Socket: socket.io on the same origin at POSITIONS_SOCKET_PATH, WebSocket transport only; the
 * handshake carries the session token as `auth: { token }` (PositionsHandshakeAuth). A handshake
 * without a valid token is refused with a connect_error whose `message` is one of
 * PositionsConnectError. Clients refetch `listPosicion` after every (re)connect: the server keeps
 * no missed events.
 */

/** socket.io's `path` option, server and client alike (the Vite proxy and the SW know it too). */
export const POSITIONS_SOCKET_PATH = '/socket.io';

/** Shortest interval between two accepted `posicion` reports of one user, server-enforced. */
export const POSITION_MIN_INTERVAL_MS = 5_000;
/** `listPosicion` lists users whose last position is younger than this (and still sharing). */
export const POSITION_LIST_MAX_AGE_MS = 12 * 3600_000;

/** One row of `GET listPosicion`: the spec's record plus the time of the last report. */
export const PositionRecord = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** ISO time (UTC) of the last accepted report; the map greys a marker quiet for 10 minutes. */
  updated_at: Type.String(),
});
export type PositionRecord = Static<typeof PositionRecord>;
export const PositionList = Type.Array(PositionRecord);
export type PositionList = Static<typeof PositionList>;

/**
 * The spec's `actualizarConjunto` payload. lat = lng = 0 means "this user stopped sharing or signed
 * out": the map removes the marker.
 */
export const PositionUpdate = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type PositionUpdate = Static<typeof PositionUpdate>;

/**
 * What a sharing device reports with `posicion`. Strings, NaN and out-of-range values are refused;
 * so is a lat or lng of exactly 0, which the wire reserves for "removed".
 * Other fields are ignored.
 */
export const PositionReport = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: Type.Number({ minimum: 0, maximum: 1_000_000 }),
});
export type PositionReport = Static<typeof PositionReport>;

/** Why a report was not taken; the client may show nothing for 'throttled'. */
export const PositionRejectReason = Type.Union([
  Type.Literal('invalid'),
  Type.Literal('throttled'),
  Type.Literal('forbidden'),
  Type.Literal('error'),
]);
export type PositionRejectReason = Static<typeof PositionRejectReason>;

/** The acknowledgement of `posicion` and `dejarDeCompartir` (socket.io ack callback). */
export type PositionAck = { ok: true } | { ok: false; reason: PositionRejectReason; message: string };

/** Handshake `auth` payload: `io(origin, { path, transports: ['websocket'], auth: { token } })`. */
export interface PositionsHandshakeAuth {
  token: string;
}

/** `connect_error` messages of a refused handshake (`err.message`). */
export const PositionsConnectError = {
  /** No token in the handshake. */
  sessionRequired: 'session_required',
  /** Token unknown, expired or revoked, or its user inactive: sign in again. */
  sessionInvalid: 'session_invalid',
  /** The server could not check the token (database unreachable): try again later. */
  serverError: 'server_error',
} as const;
export type PositionsConnectError = (typeof PositionsConnectError)[keyof typeof PositionsConnectError];

/** Events the server sends. Only viewPositions roles (ADMINISTRADOR, USUARIO) receive them. */
export interface PositionsServerToClient {
  actualizarConjunto: (update: PositionUpdate) => void;
  /** The session behind this socket ended (logout, revocation): the socket is closed right after. */
  sesionTerminada: () => void;
}

/** Events a client sends. Any signed-in role may share (capability sharePosition). */
export interface PositionsClientToServer {
  /** A position report; at most one is accepted per user every POSITION_MIN_INTERVAL_MS. */
  posicion: (report: PositionReport, ack?: (answer: PositionAck) => void) => void;
  /** Stop sharing: viewers get lat = lng = 0 and the user leaves `listPosicion`. */
  dejarDeCompartir: (ack?: (answer: PositionAck) => void) => void;
}

/** Public map configuration: tile sources from the server's configuration. */
export const TileSource = Type.Object({
  /** XYZ template with {z}/{x}/{y} (MapLibre raster source `tiles`). */
  url: Type.String(),
  /** Always shown on the map. */
  attribution: Type.String(),
  maxZoom: Type.Integer(),
});
export type TileSource = Static<typeof TileSource>;

export const MapConfigResponse = Type.Object({
  street: TileSource,
  satellite: TileSource,
});
export type MapConfigResponse = Static<typeof MapConfigResponse>;
