/** Values support/global-setup.ts hands to every test file through vitest's `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
    /** The local map tile server (support/tile-server.ts). */
    tileServerURL: string;
    /** The API's SQLite file: a test may date a row back to a time the API would not accept from a phone. */
    databaseFile: string;
    /** The local push service (web-push-testing) the API may post to: POST /subscribe, /get-notifications. */
    pushServiceURL: string;
  }
}
export {};
