import { Type, type Static } from '@sinclair/typebox';
import { DateTimeText, Text } from '../common-schemas.ts';

/**
 * Open311 GeoReport v2, read-only (https://wiki.open311.org/GeoReport_v2): the active infractions as
 * services and the complaints as service requests, in JSON or XML (the `format` of each path). A
 * request is known by its public id, never by the citizen's receipt code (the key of their follow-up
 * page). Never a cédula, name, phone, photo, plate, note, staff name, the citizen's description or
 * address; positions rounded to about 100 m and times to the minute (open311-public.ts).
 */

export const Open311Format = Type.Union([Type.Literal('json'), Type.Literal('xml')]);
export type Open311Format = Static<typeof Open311Format>;

export const Open311FormatParams = Type.Object({ format: Open311Format });
export type Open311FormatParams = Static<typeof Open311FormatParams>;

export const Open311Service = Type.Object({
  /** The infraction's id. */
  service_code: Type.String(),
  service_name: Type.String(),
  description: Type.String(),
  /** No extra attributes are asked (GET service definition is not offered). */
  metadata: Type.Boolean(),
  type: Type.Literal('realtime'),
  keywords: Type.String(),
  group: Type.String(),
});
export type Open311Service = Static<typeof Open311Service>;
export const Open311ServiceList = Type.Array(Open311Service);
export type Open311ServiceList = Static<typeof Open311ServiceList>;

export const Open311Request = Type.Object({
  /** The complaint's public id (its row number), not its receipt code. */
  service_request_id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  /** The public closing reason while closed, else null. */
  status_notes: Type.Union([Type.String(), Type.Null()]),
  service_name: Type.String(),
  service_code: Type.String(),
  /** The infraction's text (the citizen's free text may name people, so it is not published). */
  description: Type.String(),
  agency_responsible: Type.String(),
  /** To the minute, UTC. */
  requested_datetime: Type.String(),
  updated_datetime: Type.String(),
  /** Rounded to three decimals (about 100 m in Oruro); null without a position or after retention. */
  lat: Type.Union([Type.Number(), Type.Null()]),
  long: Type.Union([Type.Number(), Type.Null()]),
});
export type Open311Request = Static<typeof Open311Request>;
export const Open311RequestList = Type.Array(Open311Request);
export type Open311RequestList = Static<typeof Open311RequestList>;

/** A comma-separated list of words (GeoReport's multi-valued parameters). */
const CommaList = (word: string, maxLength: number) => Text({ maxLength, pattern: `^${word}(,${word})*$` });

/**
 * GET requests.{format}: newest first, at most 1,000; without dates, the last 90 days, and a range
 * never wider than 90 days (GeoReport's defaults). `service_request_id` names requests and overrides
 * every other filter. `jurisdiction_id` is accepted and unused (one jurisdiction).
 */
export const Open311RequestsQuery = Type.Object({
  service_request_id: Type.Optional(CommaList('[0-9]{1,10}', 1100)),
  start_date: Type.Optional(DateTimeText()),
  end_date: Type.Optional(DateTimeText()),
  status: Type.Optional(CommaList('(open|closed)', 20)),
  service_code: Type.Optional(CommaList('[0-9]{1,10}', 1100)),
  jurisdiction_id: Type.Optional(Text({ maxLength: 200 })),
});
export type Open311RequestsQuery = Static<typeof Open311RequestsQuery>;

export const Open311JurisdictionQuery = Type.Object({ jurisdiction_id: Type.Optional(Text({ maxLength: 200 })) });
export type Open311JurisdictionQuery = Static<typeof Open311JurisdictionQuery>;

export const Open311RequestParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }),
  format: Open311Format,
});
export type Open311RequestParams = Static<typeof Open311RequestParams>;

/** GeoReport's service discovery: where the API is, which version and which formats. */
export const Open311Discovery = Type.Object({
  changeset: Type.String(),
  contact: Type.String(),
  key_service: Type.String(),
  endpoints: Type.Array(
    Type.Object({
      specification: Type.String(),
      url: Type.String(),
      changeset: Type.String(),
      type: Type.Literal('production'),
      formats: Type.Array(Type.String()),
    }),
  ),
});
export type Open311Discovery = Static<typeof Open311Discovery>;
