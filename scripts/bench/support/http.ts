import http from 'node:http';

export interface TimedAnswer {
  status: number;
  /** From just before the request is sent to the last byte of the answer. */
  ms: number;
  text: string;
}

/** One HTTP request over node:http (so an agent can keep connections), timed to its answer's end. */
export function timedRequest(url: string, options: http.RequestOptions, body?: Buffer, timeoutMs?: number): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    if (timeoutMs !== undefined) request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}
