import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushMessage } from '@reclamos/shared-types/cases/push-schemas';
import { isClosedState, PUSH_LIMITS } from '@reclamos/shared-types/cases/values';
import type { AppMetrics } from '../../platform/metrics/app-metrics.ts';
import type { PushRepository, StoredSubscription } from './push-repository.ts';
import { VapidAuthorization } from './vapid-authorization.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Posts in flight at once: enough to keep the push services busy, few enough to leave the event loop to requests. */
const CONCURRENCY = 32;
/** A push service that does not answer in this long is a failure (retried by nobody: the page still tells). */
const TIMEOUT_MS = 15_000;
/** Longest answer body read from a push service (errors are short JSON). */
const MAX_ANSWER_BYTES = 16 * 1024;

/** The payload: code, new state and, for a closed case, its public reason. Never the citizen's data. */
export function pushMessage(pushed: { codigo: string; estado: PushMessage['estado']; motivo: string | null }): PushMessage {
  return {
    codigo: pushed.codigo,
    estado: pushed.estado,
    ...(isClosedState(pushed.estado) && pushed.motivo ? { motivo: pushed.motivo } : {}),
  };
}

/**
 * Sends the pushes of changed cases off the request path. A change only queues the complaint's id
 * (a bulk move queues each); a drain loop reads the complaint's state and its subscriptions then,
 * so a case changed twice before its turn is sent once, with its latest state, and one Topic per
 * complaint lets the push service replace an undelivered older message with it. Each process
 * sends the changes it made; subscriptions are in the database, so any process may. A queue lost
 * with a crashed process loses only notices: the follow-up page still tells the state.
 */
export class PushNotifier {
  private readonly pending = new Set<number>();
  private draining: Promise<void> | null = null;
  private closed = false;
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
  };

  private readonly authorization: VapidAuthorization;

  constructor(
    private readonly repository: PushRepository,
    private readonly vapid: VapidKeys,
    subject: string,
    private readonly metrics: AppMetrics,
    private readonly log: FastifyBaseLogger,
  ) {
    this.authorization = new VapidAuthorization(vapid, subject);
  }

  /** Queues a changed complaint; returns at once. */
  enqueue(reclamoId: number): void {
    if (this.closed) return;
    this.pending.add(reclamoId);
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
        if (this.pending.size > 0 && !this.closed) this.enqueue([...this.pending][0]!);
      });
  }

  /** Resolves once everything queued so far was sent (tests, benches, close). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const [reclamoId] = this.pending;
      this.pending.delete(reclamoId!);
      try {
        await this.sendCase(reclamoId!);
      } catch (error) {
        this.log.error({ err: error, reclamoId }, 'push fan-out failed');
      }
    }
  }

  private async sendCase(reclamoId: number): Promise<void> {
    const subscriptions = await this.repository.subscriptionsOf(reclamoId);
    if (subscriptions.length === 0) return;
    const pushed = await this.repository.pushedCase(reclamoId);
    if (!pushed) return;
    const payload = JSON.stringify(pushMessage(pushed));
    const topic = this.topicOf(reclamoId);
    let next = 0;
    const worker = async () => {
      while (next < subscriptions.length) await this.sendOne(subscriptions[next++]!, payload, topic);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, subscriptions.length) }, worker));
  }

  /** A Topic per complaint that says nothing about it to the push service (not its id nor its code). */
  private topicOf(reclamoId: number): string {
    return createHash('sha256').update(`${this.vapid.privateKey}:${reclamoId}`).digest('base64url').slice(0, 32);
  }

  private async sendOne(subscription: StoredSubscription, payload: string, topic: string): Promise<void> {
    let status: number;
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          TTL: PUSH_LIMITS.ttlSeconds,
          topic,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          // No vapidDetails: the token is signed once per push service and reused (vapid-authorization.ts).
          headers: { Authorization: this.authorization.headerFor(subscription.endpoint) },
        },
      );
      status = await this.post(details);
    } catch (error) {
      this.metrics.pushFailed.inc();
      this.log.warn({ err: error, subscription: subscription.id }, 'push not sent');
      return;
    }
    if (status >= 200 && status < 300) {
      this.metrics.pushSent.inc();
    } else if (status === 404 || status === 410) {
      this.metrics.pushGone.inc();
      await this.repository.remove(subscription.id);
    } else {
      this.metrics.pushFailed.inc();
      this.log.warn({ status, subscription: subscription.id }, 'push refused by the push service');
    }
  }

  /**
   * Posts one encrypted message to the subscription's endpoint (checked against
   * PUSH_ALLOWED_ENDPOINTS when it was stored) and answers the push service's status. Redirects are
   * not followed: a 3xx is a failure, so an allowed host cannot send the server elsewhere.
   */
  private post(details: webpush.RequestDetails): Promise<number> {
    const url = new URL(details.endpoint);
    const transport = url.protocol === 'http:' ? http : https;
    const agent = url.protocol === 'http:' ? this.agents['http:'] : this.agents['https:'];
    return new Promise((resolve, reject) => {
      const request = transport.request(url, { method: details.method, headers: details.headers, agent, timeout: TIMEOUT_MS }, (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('close', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('push service timeout')));
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }
}
