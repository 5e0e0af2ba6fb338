import { describe, expect, it } from 'vitest';
import type { SendResult } from '../api/outbox-http.ts';
import { parseRetryAfter } from '../api/outbox-http.ts';
import { acknowledgingUuids, decideOutcome, type AttemptContext } from './outcome.ts';
import { MSG } from '@reclamos/shared-types/messages';

const NOW = 1_800_000_000_000;
const UUID = '3f0c9a52-8d1e-4b7a-9c2f-1a2b3c4d5e6f';
const context: AttemptContext = { attempts: 0, withSession: false, now: NOW, random: 0.5, acknowledges: [UUID] };

function http(status: number, extra: { code?: string; retryAfterMs?: number } = {}): SendResult {
  return { type: 'http', status, message: `mensaje ${status}`, code: extra.code ?? null, retryAfterMs: extra.retryAfterMs ?? null };
}

describe('decideOutcome: what one attempt leads to', () => {
  it('2xx naming the item → synced with the server answer', () => {
    const body = { message: 'Registado reclamo', id: 7, uuid: UUID, fecha: 'f' };
    expect(decideOutcome({ type: 'ok', status: 201, body }, context)).toEqual({ type: 'synced', body });
    const upper = { ...body, uuid: UUID.toUpperCase() };
    expect(decideOutcome({ type: 'ok', status: 201, body: upper }, context)).toEqual({ type: 'synced', body: upper });
  });

  it('2xx naming the edited record inside its answer → synced', () => {
    const body = { message: 'Modificado correctamente', inspection: { id: 4, uuid: 'edited-record' } };
    const edit = { ...context, acknowledges: acknowledgingUuids({ id: UUID, payload: { uuid: 'edited-record' } }) };
    expect(decideOutcome({ type: 'ok', status: 200, body }, edit)).toEqual({ type: 'synced', body });
  });

  it.each<[string, unknown]>([
    ['a captive portal page', '<html><body>Inicie sesión en la red WiFi</body></html>'],
    ['an empty object', {}],
    ['a 204 with no body', null],
    ['another item’s answer', { message: 'Registado reclamo', id: 7, uuid: 'otro-uuid' }],
    ['an array', [{ uuid: UUID }]],
  ])('2xx with %s → kept with backoff, the run stops', (_, body) => {
    expect(decideOutcome({ type: 'ok', status: 200, body }, { ...context, attempts: 1 })).toEqual({
      type: 'retry',
      nextAttemptAt: NOW + 15_000,
      lastError: MSG.sync.unacknowledged,
      stopRun: true,
      pauseAll: false,
    });
  });

  it('network error or timeout → kept, next attempt in 5 s, and the run stops', () => {
    expect(decideOutcome({ type: 'network', error: 'TimeoutError' }, context)).toMatchObject({
      type: 'retry',
      nextAttemptAt: NOW + 5_000,
      stopRun: true,
      pauseAll: false,
    });
  });

  it.each([500, 502, 503, 504, 408])('%i → kept with backoff; the run goes on to the next item', (status) => {
    expect(decideOutcome(http(status), { ...context, attempts: 2 })).toMatchObject({
      type: 'retry',
      nextAttemptAt: NOW + 60_000,
      stopRun: false,
      lastError: `${status} mensaje ${status}`,
    });
  });

  it('429 → kept for at least Retry-After, and every item pauses', () => {
    expect(decideOutcome(http(429, { retryAfterMs: 120_000 }), context)).toMatchObject({
      type: 'retry',
      nextAttemptAt: NOW + 120_000,
      stopRun: true,
      pauseAll: true,
    });
    // A Retry-After shorter than the backoff does not shorten it.
    expect(decideOutcome(http(429, { retryAfterMs: 1_000 }), context)).toMatchObject({ nextAttemptAt: NOW + 5_000 });
  });

  it('409 idempotency_in_flight → kept; another 409 → rejected', () => {
    expect(decideOutcome(http(409, { code: 'idempotency_in_flight' }), context)).toMatchObject({ type: 'retry' });
    expect(decideOutcome(http(409), context)).toEqual({ type: 'rejected', message: 'mensaje 409' });
  });

  it('401 with a session → needs-auth; without one (a citizen) → kept', () => {
    expect(decideOutcome(http(401), { ...context, withSession: true })).toEqual({ type: 'needs-auth', lastError: '401 mensaje 401' });
    expect(decideOutcome(http(401), context)).toMatchObject({ type: 'retry' });
  });

  it.each([400, 403, 404, 413, 415, 422])('%i → rejected with the server message', (status) => {
    expect(decideOutcome(http(status), context)).toEqual({ type: 'rejected', message: `mensaje ${status}` });
  });

  it('never gives up: the 1000th failure is kept like the first, 15 min later', () => {
    expect(decideOutcome(http(503), { ...context, attempts: 999 })).toMatchObject({ type: 'retry', nextAttemptAt: NOW + 900_000 });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(NOW + 10_000).toUTCString(), NOW)).toBe(10_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('pronto')).toBeNull();
  });
});
