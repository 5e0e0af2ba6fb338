import { Type, type Static } from '@sinclair/typebox';

/** What the PWA takes from the server's configuration before anything else (public). */
export const AppConfigResponse = Type.Object({
  timeZone: Type.String(),
  /** The server's VAPID public key (base64url), which a phone subscribes to Web Push with. */
  vapidPublicKey: Type.String(),
  /** The SOS button: seconds it is held (SOS_HOLD_SECONDS) and the SMS fallback's number (SOS_PHONE, null: none). */
  sos: Type.Object({ holdSeconds: Type.Integer(), phone: Type.Union([Type.String(), Type.Null()]) }),
});
export type AppConfigResponse = Static<typeof AppConfigResponse>;
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;
