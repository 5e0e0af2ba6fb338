import { Type, type Static } from '@sinclair/typebox';
import { Text } from '../common-schemas.ts';
import { PUSH_LIMITS } from './values.ts';
import { ComplaintStateSchema } from './schemas.ts';

/**
 * Web Push for the citizen's follow-up: the browser's PushSubscription JSON a phone registers for
 * one receipt code, and the message the server sends when that case changes. The message carries
 * the code, the new state and its public reason only: nothing the citizen typed about themselves.
 */

/** Base64url without padding, as PushSubscription.toJSON() writes the keys. */
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/** `PushSubscription.toJSON()`; only an https push service the server knows is accepted (PUSH_ALLOWED_ENDPOINTS). */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Text({ minLength: 1, maxLength: PUSH_LIMITS.endpointLength }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      // p256dh: a 65-byte uncompressed P-256 point (87 characters); auth: 16 bytes (22).
      { p256dh: Base64Url(PUSH_LIMITS.keyLength), auth: Base64Url(PUSH_LIMITS.keyLength) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** Stop following: the subscription's endpoint is enough to name it. */
export const PushUnsubscribeBody = Type.Object(
  { endpoint: Text({ minLength: 1, maxLength: PUSH_LIMITS.endpointLength }) },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

export const PushFollowResponse = Type.Object({ codigo: Type.String(), siguiendo: Type.Boolean() });
export type PushFollowResponse = Static<typeof PushFollowResponse>;

/** What the service worker receives (and all it receives). */
export const PushMessage = Type.Object({
  codigo: Type.String(),
  estado: ComplaintStateSchema,
  motivo: Type.Optional(Type.String()),
});
export type PushMessage = Static<typeof PushMessage>;
