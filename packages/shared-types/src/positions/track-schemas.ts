import { Type, type Static } from '@sinclair/typebox';
import { DateText, DateTimeText } from '../common-schemas.ts';
import { TRACK_LIMITS } from './values.ts';

/**
 * The day's track and "who was near" (capability viewTracks). Times are ISO strings (UTC); the
 * day `dia` is a calendar day of the server's zone (America/La_Paz). Distances in metres.
 */

export const TrackPerson = Type.Object({ id: Type.Integer(), nombre: Type.String(), rol: Type.String() });
export type TrackPerson = Static<typeof TrackPerson>;
export const TrackPeople = Type.Array(TrackPerson);
export type TrackPeople = Static<typeof TrackPeople>;

export const TrackQuery = Type.Object({
  usuario: Type.Integer({ minimum: 1 }),
  dia: DateText(),
});
export type TrackQuery = Static<typeof TrackQuery>;

export const TrackPoint = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  accuracy: Type.Number(),
  fecha: Type.String(),
});
export type TrackPoint = Static<typeof TrackPoint>;

/** At least TRACK_RULES.stopMinutes within TRACK_RULES.stopRadiusM of where it began. */
export const TrackStop = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  desde: Type.String(),
  hasta: Type.String(),
  minutos: Type.Number(),
});
export type TrackStop = Static<typeof TrackStop>;

/** A silence longer than TRACK_RULES.gapMinutes between two reports. */
export const TrackGap = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  minutos: Type.Number(),
});
export type TrackGap = Static<typeof TrackGap>;

export const Track = Type.Object({
  usuario: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  dia: Type.String(),
  puntos: Type.Array(TrackPoint),
  paradas: Type.Array(TrackStop),
  huecos: Type.Array(TrackGap),
  distanciaMetros: Type.Number(),
});
export type Track = Static<typeof Track>;

export const NearbyQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  radio: Type.Number({ minimum: 1, maximum: TRACK_LIMITS.maxRadiusM }),
  desde: DateTimeText(),
  hasta: DateTimeText(),
});
export type NearbyQuery = Static<typeof NearbyQuery>;

/** One person who was within the radius: the closest approach and when. */
export const NearbyPerson = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  distanciaMetros: Type.Number(),
  fecha: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type NearbyPerson = Static<typeof NearbyPerson>;
export const NearbyList = Type.Array(NearbyPerson);
export type NearbyList = Static<typeof NearbyList>;
