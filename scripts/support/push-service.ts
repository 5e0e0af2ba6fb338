import { once } from 'node:events';
import type http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback for tests and benches, so nothing reaches the internet:
 * `web-push-testing` (a real Push API server: it checks the VAPID signature, decrypts each
 * message and keeps it) run in this process on a free port. Its HTTP routes serve other
 * processes too: POST /subscribe and POST /get-notifications.
 */

// web-push-testing ships CommonJS without types; its CLI loads these two modules the same way.
const require = createRequire(import.meta.url);

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface PushApiModel {
  subscribe(options: {
    userVisibleOnly: string;
    applicationServerKey: string;
  }): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

export interface TestingPushService {
  origin: string;
  /** A browser's subscription made with the server's VAPID public key. */
  subscribe(
    vapidPublicKey: string,
  ): Promise<{ subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; clientHash: string }>;
  /** The decrypted messages this subscription received. */
  messages(clientHash: string): string[];
  /** The phone unsubscribed: the next message answers 410. */
  expire(clientHash: string): void;
  close(): Promise<void>;
}

/** web-push-testing's server on a free loopback port (its module is CommonJS, loaded as the CLI loads it). */
export async function startTestingPushService(): Promise<TestingPushService> {
  const port = await freePort();
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => PushApiModel };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => { startServer(): void; _server: http.Server };
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
