import fp from 'fastify-plugin';
import webpush from 'web-push';
import { parseAllowedOrigin, type AllowedOrigin } from './allowed-endpoints.ts';
import { PushNotifier, type VapidKeys } from './push-notifier.ts';
import { PushRepository } from './push-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push of a case's changes: subscriptions, the server's VAPID public key, the sender. */
    push: {
      repository: PushRepository;
      notifier: PushNotifier;
      vapidPublicKey: string;
      allowedOrigins: readonly AllowedOrigin[];
      maxPerCode: number;
    };
  }
}

/**
 * The VAPID key pair is made on the first start and kept in `app_settings`, so every API process
 * and every restart signs with the same key and phones' subscriptions stay valid (a backup
 * carries it with the data).
 */
export default fp(
  async (app) => {
    const repository = new PushRepository(app.db);
    const stored = await repository.settingOnce('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
    const vapid = JSON.parse(stored) as VapidKeys;
    const notifier = new PushNotifier(repository, vapid, app.config.push.subject, app.metrics, app.log);
    app.decorate('push', {
      repository,
      notifier,
      vapidPublicKey: vapid.publicKey,
      allowedOrigins: app.config.push.allowedEndpoints.map((entry) => parseAllowedOrigin(entry)!),
      maxPerCode: app.config.push.maxPerCode,
    });
    app.addHook('onClose', async () => notifier.close());
  },
  { name: 'push', dependencies: ['knex', 'metrics'] },
);
