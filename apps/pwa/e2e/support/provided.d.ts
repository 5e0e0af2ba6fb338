/** Values support/global-setup.ts hands to every test file through vitest's `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    adminPassword: string;
  }
}
export {};
