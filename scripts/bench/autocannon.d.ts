// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    /** One connection. */
    interface Client {
      setRequests(requests: Request[]): void;
    }

    interface Options {
      url: string;
      connections?: number;
      pipelining?: number;
      /** Seconds. */
      duration?: number;
      timeout?: number;
      requests?: Request[];
      /** Called with each connection as it is made. */
      setupClient?: (client: Client) => void;
    }

    interface Histogram {
      average: number;
      mean: number;
      min: number;
      max: number;
      p50: number;
      p99: number;
    }

    interface Result {
      /** Seconds the measured run lasted. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { total: number; sent: number };
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
