import { Type, type Static } from '@sinclair/typebox';

/** What the PWA takes from the server's configuration before anything else (public). */
export const AppConfigResponse = Type.Object({
  timeZone: Type.String(),
  /** The server's VAPID public key (base64url), which a phone subscribes to Web Push with. */
  vapidPublicKey: Type.String(),
});
export type AppConfigResponse = Static<typeof AppConfigResponse>;
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;
