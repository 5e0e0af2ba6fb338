import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Push services for tests, on loopback only: `web-push-testing` (a real Push API server that
 * checks VAPID, decrypts and keeps each message) run in this process, and a bare receiver that
 * records the requests it gets and answers the status a test chooses.
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

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface PushApiModel {
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

export interface TestingPushService {
  origin: string;
  /** A browser's subscription made with the server's VAPID public key. */
  subscribe(vapidPublicKey: string): Promise<{ subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; clientHash: string }>;
  /** The decrypted messages this subscription received. */
  messages(clientHash: string): string[];
  /** The phone unsubscribed: the next message answers 410. */
  expire(clientHash: string): void;
  close(): Promise<void>;
}

/** web-push-testing's server on a free loopback port (its module is CommonJS, loaded as the CLI loads it). */
export async function startTestingPushService(): Promise<TestingPushService> {
  const port = await freePort();
  const { PushApiModel } = (await import('web-push-testing/src/PushApiModel.js')) as { PushApiModel: new () => PushApiModel };
  const { default: WebPushTestingServer } = (await import('web-push-testing/src/server.js')) as {
    default: new (model: PushApiModel, port: number) => { startServer(): void; _server: http.Server };
  };
  const model = new PushApiModel();
  const server = new WebPushTestingServer(model, port);
  const log = console.log;
  console.log = () => undefined; // its "Server running" line
  server.startServer();
  await once(server._server, 'listening');
  console.log = log;
  return {
    origin: `http://localhost:${port}`,
    subscribe: async (vapidPublicKey) => {
      const { clientHash, ...subscription } = await model.subscribe({ userVisibleOnly: 'true', applicationServerKey: vapidPublicKey });
      return { subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, clientHash };
    },
    messages: (clientHash) => model.getNotifications({ clientHash }).messages,
    expire: (clientHash) => model.expireSubscription(clientHash),
    close: async () => {
      server._server.closeAllConnections();
      server._server.close();
      await once(server._server, 'close');
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
