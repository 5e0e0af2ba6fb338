import type { BuildOptions } from './app.ts';
import type { AppConfig } from './config.ts';

/**
 * How `npm start` (server.ts) builds the app: pino at LOG_LEVEL, writing to stdout. The benches'
 * API children build theirs with this same function, so they measure what a phone gets from the
 * real server, logging included. `destination` is for tests that read the lines.
 */
export function serverOptions(config: AppConfig, destination?: { write(line: string): void }): BuildOptions {
  return { logger: { level: config.logLevel, ...(destination && { stream: destination }) } };
}
