import type { Knex } from 'knex';
import type { PushSubscriptionBody } from '@reclamos/shared-types/cases/push-schemas';
import type { ComplaintState } from '@reclamos/shared-types/cases/values';

/** One phone following one complaint, as the sender needs it. */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push tells about a complaint: its code, state and closing reason (public), nothing else. */
export interface PushedCase {
  codigo: string;
  estado: ComplaintState;
  motivo: string | null;
}

export type FollowOutcome = 'added' | 'renewed' | 'full';

/**
 * `push_subscriptions` (phones following a complaint by its receipt code) and the VAPID key pair in
 * `app_settings`. SQL only: the rules (allowed endpoints, the limit per code) are the caller's.
 */
export class PushRepository {
  constructor(private readonly db: Knex) {}

  /** The complaint's id by its stored code. */
  async complaintIdOf(codigo: string): Promise<number | undefined> {
    const row = (await this.db('reclamos').select('id').where({ codigo }).first()) as { id: number } | undefined;
    return row?.id;
  }

  /**
   * Adds (or renews the keys of) this endpoint's subscription to the complaint, unless the
   * complaint already has `limit` others. Counted and written in one transaction; two phones racing
   * for the last place may both get in, which only moves the bound by one.
   */
  async follow(
    reclamoId: number,
    subscription: PushSubscriptionBody & { endpoint: string },
    limit: number,
    now: number,
  ): Promise<FollowOutcome> {
    return this.db.transaction(async (trx) => {
      const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      const renewed = await trx('push_subscriptions').where({ reclamo_id: reclamoId, endpoint: subscription.endpoint }).update(keys);
      if (renewed > 0) return 'renewed';
      const [{ count }] = (await trx('push_subscriptions').where({ reclamo_id: reclamoId }).count({ count: '*' })) as [
        { count: number | string },
      ];
      if (Number(count) >= limit) return 'full';
      await trx('push_subscriptions')
        .insert({ reclamo_id: reclamoId, endpoint: subscription.endpoint, ...keys, created_at: now })
        .onConflict(['reclamo_id', 'endpoint'])
        .merge(keys);
      return 'added';
    });
  }

  /** Removes this endpoint's subscription to the complaint; whether there was one. */
  async unfollow(reclamoId: number, endpoint: string): Promise<boolean> {
    return (await this.db('push_subscriptions').where({ reclamo_id: reclamoId, endpoint }).delete()) > 0;
  }

  /** The complaint's public state for a push, or undefined when it no longer exists. */
  async pushedCase(reclamoId: number): Promise<PushedCase | undefined> {
    return (await this.db('reclamos').select('codigo', 'estado', 'motivo').where({ id: reclamoId }).first()) as PushedCase | undefined;
  }

  async subscriptionsOf(reclamoId: number): Promise<StoredSubscription[]> {
    return (await this.db('push_subscriptions')
      .select('id', 'endpoint', 'p256dh', 'auth')
      .where({ reclamo_id: reclamoId })
      .orderBy('id')) as StoredSubscription[];
  }

  /** A subscription the push service says is gone (404/410). */
  async remove(id: number): Promise<void> {
    await this.db('push_subscriptions').where({ id }).delete();
  }

  /** A value kept with the data, written once: the first process to store it wins, the others read it. */
  async settingOnce(clave: string, make: () => string): Promise<string> {
    await this.db('app_settings').insert({ clave, valor: make() }).onConflict('clave').ignore();
    const row = (await this.db('app_settings').select('valor').where({ clave }).first()) as { valor: string };
    return row.valor;
  }
}
