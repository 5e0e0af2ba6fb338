import { describe, expect, it } from 'vitest';
import type { PositionReport } from '@reclamos/shared-types/positions/schemas';
import { ReportPacer, type PacerPort } from './report-pacer.ts';

/** A fake clock, socket and timer queue: the pacer's whole world. */
function harness() {
  const world = {
    time: 0,
    connected: true,
    deliver: true,
    sent: [] as PositionReport[],
    timers: [] as { at: number; run: () => void; cancelled: boolean }[],
  };
  const port: PacerPort = {
    isConnected: () => world.connected,
    send: (report, done) => {
      world.sent.push(report);
      done(world.deliver);
    },
    now: () => world.time,
    schedule: (run, ms) => {
      const timer = { at: world.time + ms, run, cancelled: false };
      world.timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  };
  const advance = (ms: number) => {
    world.time += ms;
    for (const timer of world.timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= world.time) timer.run();
      else world.timers.push(timer);
    }
  };
  return { world, pacer: new ReportPacer(port, 5000), advance };
}

const fix = (n: number): PositionReport => ({ lat: -17.96 - n / 1000, lng: -67.11, accuracy: 10 });

describe('ReportPacer', () => {
  it('sends the first fix at once, then at most one every interval, always the newest', () => {
    const { world, pacer, advance } = harness();
    pacer.offer(fix(1));
    pacer.offer(fix(2));
    pacer.offer(fix(3));
    expect(world.sent).toEqual([fix(1)]);
    advance(4999);
    expect(world.sent).toEqual([fix(1)]);
    advance(1);
    expect(world.sent).toEqual([fix(1), fix(3)]);
  });

  it('offline keeps only the latest fix and sends it on reconnect', () => {
    const { world, pacer, advance } = harness();
    world.connected = false;
    for (let n = 1; n <= 5; n += 1) {
      pacer.offer(fix(n));
      advance(3000);
    }
    expect(world.sent).toEqual([]);
    expect(pacer.pending).toEqual(fix(5));
    world.connected = true;
    pacer.connected();
    expect(world.sent).toEqual([fix(5)]);
    expect(pacer.pending).toBeNull();
  });

  it('keeps an undelivered fix for the next try unless a newer one came', () => {
    const { world, pacer, advance } = harness();
    world.deliver = false;
    pacer.offer(fix(1));
    expect(world.sent).toEqual([fix(1)]);
    world.deliver = true;
    advance(5000);
    expect(world.sent).toEqual([fix(1), fix(1)]);
  });

  it('on a reconnect sends the last delivered fix again when no newer one waits (the server may have lost it)', () => {
    const { world, pacer, advance } = harness();
    pacer.offer(fix(1));
    expect(world.sent).toEqual([fix(1)]);
    world.connected = false;
    advance(6000);
    world.connected = true;
    pacer.connected();
    expect(world.sent).toEqual([fix(1), fix(1)]);
    // A newer fix waiting goes instead, once.
    world.connected = false;
    advance(6000);
    pacer.offer(fix(2));
    world.connected = true;
    pacer.connected();
    expect(world.sent).toEqual([fix(1), fix(1), fix(2)]);
  });

  it('sends nothing after stop', () => {
    const { world, pacer, advance } = harness();
    pacer.offer(fix(1));
    pacer.offer(fix(2));
    pacer.stop();
    advance(10_000);
    pacer.offer(fix(3));
    expect(world.sent).toEqual([fix(1)]);
  });
});
