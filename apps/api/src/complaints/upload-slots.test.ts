import { describe, expect, it, vi } from 'vitest';
import { UploadSlots, type SlotAnswer } from './upload-slots.ts';

const never = new AbortController().signal;
const limits = { max: 2, maxPerAddress: 2, maxWaiting: 4, waitMs: 1000 };

function released(answer: SlotAnswer): () => void {
  if ('refused' in answer) throw new Error(`refused: ${answer.refused}`);
  return answer.release;
}

describe('UploadSlots', () => {
  it('grants free slots at once and hands a freed one to the longest waiting upload', async () => {
    const slots = new UploadSlots(limits);
    const first = released(await slots.acquire('a', never));
    released(await slots.acquire('b', never));
    const order: string[] = [];
    const c = slots.acquire('c', never).then((answer) => (order.push('c'), answer));
    const d = slots.acquire('d', never).then((answer) => (order.push('d'), answer));
    expect(slots.queued).toBe(2);
    first();
    released(await c);
    expect(order).toEqual(['c']);
    expect(slots.queued).toBe(1);
    first(); // releasing twice gives nothing back twice
    expect(slots.queued).toBe(1);
    void d;
  });

  it('answers busy when the wait is over, when the queue is full, or when nobody may wait', async () => {
    const slots = new UploadSlots({ ...limits, max: 1, maxWaiting: 1, waitMs: 50 });
    released(await slots.acquire('a', never));
    const waiting = slots.acquire('b', never);
    expect(await slots.acquire('c', never)).toEqual({ refused: 'busy' });
    expect(await waiting).toEqual({ refused: 'busy' });
    expect(slots.queued).toBe(0);
    const noQueue = new UploadSlots({ ...limits, max: 1, waitMs: 0 });
    released(await noQueue.acquire('a', never));
    expect(await noQueue.acquire('b', never)).toEqual({ refused: 'busy' });
  });

  it('drops a waiting upload whose client hangs up, and never gives it a slot later', async () => {
    const slots = new UploadSlots({ ...limits, max: 1 });
    const first = released(await slots.acquire('a', never));
    const hangUp = new AbortController();
    const gone = slots.acquire('b', hangUp.signal);
    hangUp.abort();
    expect(await gone).toEqual({ refused: 'busy' });
    first();
    // The slot is free again for the next caller.
    released(await slots.acquire('c', never));
  });

  it("keeps one address to its share, held and queued, and skips its waiters for other addresses' ones", async () => {
    const slots = new UploadSlots({ max: 3, maxPerAddress: 1, maxWaiting: 10, waitMs: 1000 });
    const a = released(await slots.acquire('a', never));
    expect(await slots.acquire('a', never)).toEqual({ refused: 'address' });
    released(await slots.acquire('b', never));
    released(await slots.acquire('c', never));
    // b holds its one slot: refused at once, not queued.
    expect(await slots.acquire('b', never)).toEqual({ refused: 'address' });
    const d = slots.acquire('d', never);
    const e = slots.acquire('e', never);
    expect(slots.queued).toBe(2);
    // d queued has used d's share of the queue.
    expect(await slots.acquire('d', never)).toEqual({ refused: 'busy' });
    a();
    released(await d);
    expect(slots.queued).toBe(1);
    void e;
  });

  it('says since when no upload has been read or waiting, and nothing while one is', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    try {
      const slots = new UploadSlots({ ...limits, max: 1 });
      expect(slots.idleSince()).toBe(1_000_000);
      const first = released(await slots.acquire('a', never));
      expect(slots.idleSince()).toBeNull();
      const next = slots.acquire('b', never);
      vi.setSystemTime(1_000_500);
      first();
      // The slot went straight to the waiting upload: still busy.
      const second = released(await next);
      expect(slots.idleSince()).toBeNull();
      vi.setSystemTime(1_002_000);
      second();
      expect(slots.idleSince()).toBe(1_002_000);
      // A waiting upload whose client hangs up keeps it busy until it has left.
      const third = released(await slots.acquire('c', never));
      const hangUp = new AbortController();
      const gone = slots.acquire('d', hangUp.signal);
      hangUp.abort();
      expect(await gone).toEqual({ refused: 'busy' });
      expect(slots.idleSince()).toBeNull();
      vi.setSystemTime(1_003_000);
      third();
      expect(slots.idleSince()).toBe(1_003_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
