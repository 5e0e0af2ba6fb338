import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ReclamosDatabase } from '../db/database.ts';
import { harness, http, session } from './engine.test-support.ts';
import { withOutboxLock } from './lock.ts';
import { NO_SESSION } from './session.ts';

describe('SyncEngine order and ownership', () => {
  it('sends oldest first, and an item waits for the one it depends on', async () => {
    const { engine, add, sent, script, db, state } = harness();
    const a = await add();
    const b = await add({}, { dependsOn: a });
    const c = await add();
    script.push(http(503));
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([a, c]);
    expect(await db.outbox.get(b)).toMatchObject({ attempts: 0 });
    state.now += 5_000;
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([a, c, a, b]);
  });

  it("sends a user's item only with that user's session; a citizen's complaint goes with none", async () => {
    const { engine, add, sent, state, db } = harness();
    const inspectors = await add({}, { userId: 5 });
    const citizens = await add();
    state.session = await session(9, 'token-de-otro');
    await engine.sync();
    expect(sent).toEqual([{ id: citizens, token: null }]);
    expect(await db.outbox.get(inspectors)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(state.timerMs).toBeNull();

    state.session = await session(5, 'token-de-5');
    await engine.sync();
    expect(sent[1]).toEqual({ id: inspectors, token: 'token-de-5' });
  });

  it('401 → needs-auth: that user pauses (all kept) until they sign in again', async () => {
    const { engine, add, sent, state, db, script } = harness();
    state.session = await session(5, 'vencido');
    const first = await add({}, { userId: 5 });
    const second = await add({}, { userId: 5 });
    const citizens = await add();
    script.push(http(401, 'Su sesión terminó. Ingrese nuevamente.'));
    await engine.sync();
    // The user's other item waits; items of nobody's session still go.
    expect(sent.map((s) => s.id)).toEqual([first, citizens]);
    expect(await db.outbox.get(first)).toMatchObject({ status: 'needs-auth', lastError: '401 Su sesión terminó. Ingrese nuevamente.' });
    expect(await db.outbox.get(second)).toMatchObject({ status: 'pending', attempts: 0 });

    // The app drops the refused session; nothing of user 5 goes without one.
    state.session = NO_SESSION;
    await engine.sync();
    expect(sent).toHaveLength(2);

    // The same refused token coming back does not resume the paused item.
    state.session = await session(5, 'vencido');
    script.push(http(401));
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([first, citizens, second]);
    expect(await db.outbox.get(second)).toMatchObject({ status: 'needs-auth' });

    state.session = await session(5, 'nuevo');
    await engine.sync();
    expect(sent.slice(3)).toEqual([
      { id: first, token: 'nuevo' },
      { id: second, token: 'nuevo' },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('one sender at a time: two engines racing over one outbox send each item once', async () => {
    const db = new ReclamosDatabase(`test-${crypto.randomUUID()}`);
    const first = harness({ db, lock: withOutboxLock });
    const second = harness({ db, lock: withOutboxLock });
    for (let i = 0; i < 5; i += 1) await first.add();
    await Promise.all([first.engine.sync(), second.engine.sync(), first.engine.sync()]);
    const sends = [...first.sent, ...second.sent].map((s) => s.id);
    expect(sends).toHaveLength(5);
    expect(new Set(sends).size).toBe(5);
  });
});
