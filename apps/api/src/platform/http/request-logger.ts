import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelledLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child (bound to the request id) only when it first writes
 * a line. Fastify makes a child per request, and pino's child built with Fastify's options object
 * cost a large part of a signed-in read (GET me) that never logs at the default level
 * (request-logging.ts logs only failed and slow requests). Lines are the child's, reqId included.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: LevelledLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  // Methods on the prototype, not arrow fields: a logger per request must cost one small object.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    Reflect.apply(this.logger[level], this.logger, args);
  }
}

function hasOptions(options: ChildLoggerOptions): boolean {
  for (const key in options) if (Object.hasOwn(options, key)) return true;
  return false;
}

/**
 * Fastify's `childLoggerFactory`: a lazy child when the route sets no level or serializers of its
 * own (all of ours), pino's child at once otherwise.
 */
export const requestLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  // Without a logger (tests, logger: false) Fastify's stand-in has no levels to ask.
  if (typeof (logger as Partial<LevelledLogger>).isLevelEnabled !== 'function' || hasOptions(options))
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger as LevelledLogger, bindings);
};
