import { Type, type Static } from '@sinclair/typebox';

/** What the PWA takes from the server's configuration before anything else (public). */
export const AppConfigResponse = Type.Object({ timeZone: Type.String() });
export type AppConfigResponse = Static<typeof AppConfigResponse>;
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;
