import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Push services for tests, on loopback only: `web-push-testing` (scripts/support/push-service.ts)
 * and a bare receiver that records the requests it gets and answers the status a test chooses.
 */

/** A PushSubscription JSON for the unreachable test push service (loopback's discard port). */
export function pushSubscription(name = randomBytes(6).toString('hex'), origin = 'http://localhost:9') {
  return {
    endpoint: `${origin}/push/${name}`,
    expirationTime: null,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

export interface RecordedPush {
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A bare push receiver: records every request and answers `status()` (201 unless a test says otherwise). */
export async function startRecordingReceiver(status: (request: http.IncomingMessage) => number = () => 201) {
  const received: RecordedPush[] = [];
  const server = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, bytes });
      const code = status(request);
      response.writeHead(code, code >= 300 && code < 400 ? { location: 'http://127.0.0.1:9/redirected' } : {});
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    port,
    received,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
