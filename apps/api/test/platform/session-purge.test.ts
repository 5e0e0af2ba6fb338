import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { login } from '../support/session.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

const DAY = 24 * 3600_000;

describe.each(engines())('expired sessions are purged (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only setInterval is faked: the purge's hourly timer, while the database still runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    t = await buildTestApp(engine);
  });
  afterEach(() => vi.clearAllTimers());
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('removes sessions expired or revoked over a day ago within the hour, and keeps live ones', async () => {
    for (let i = 0; i < 3; i++) await login(t.app, 'admin', ADMIN_PASSWORD);
    const [expired, revoked, live] = (await t.app.db('sessions').orderBy('id').select('id')).map((row: { id: number }) => row.id);
    await t.app
      .db('sessions')
      .where({ id: expired })
      .update({ expires_at: Date.now() - 2 * DAY });
    await t.app
      .db('sessions')
      .where({ id: revoked })
      .update({ revoked_at: Date.now() - 2 * DAY });

    vi.advanceTimersByTime(3600_000);
    await expect
      .poll(async () => (await t.app.db('sessions').select('id')).map((row: { id: number }) => row.id), { timeout: 5000, interval: 50 })
      .toEqual([live]);
  });
});
