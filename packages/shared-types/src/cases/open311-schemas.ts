import { Type, type Static } from '@sinclair/typebox';
import { DateTimeText, Text } from '../common-schemas.ts';

/**
 * Open311 GeoReport v2, read-only (https://wiki.open311.org/GeoReport_v2): the infractions as
 * services and the complaints as service requests, keyed by their receipt code. Never a cédula,
 * name, phone, photo, plate, note, staff name or the citizen's own description.
 */

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
  /** The receipt code 'XXXX-XXXX'. */
  service_request_id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  /** The public closing reason while closed, else null. */
  status_notes: Type.Union([Type.String(), Type.Null()]),
  service_name: Type.String(),
  service_code: Type.String(),
  /** The infraction's text (the citizen's free text may name people, so it is not published). */
  description: Type.String(),
  agency_responsible: Type.String(),
  requested_datetime: Type.String(),
  updated_datetime: Type.String(),
  address: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  long: Type.Union([Type.Number(), Type.Null()]),
});
export type Open311Request = Static<typeof Open311Request>;
export const Open311RequestList = Type.Array(Open311Request);
export type Open311RequestList = Static<typeof Open311RequestList>;

/** GET requests.json: newest first, at most 1,000; without dates, the last 90 days (GeoReport's default). */
export const Open311RequestsQuery = Type.Object({
  start_date: Type.Optional(DateTimeText()),
  end_date: Type.Optional(DateTimeText()),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
  service_code: Type.Optional(Text({ maxLength: 10, pattern: '^[0-9]+$' })),
});
export type Open311RequestsQuery = Static<typeof Open311RequestsQuery>;

export const Open311RequestParams = Type.Object({ codigo: Text({ minLength: 1, maxLength: 20 }) });
export type Open311RequestParams = Static<typeof Open311RequestParams>;
