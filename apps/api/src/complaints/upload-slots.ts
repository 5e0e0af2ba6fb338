interface Waiter {
  key: string;
  grant: (release: (() => void) | null) => void;
}

export interface SlotLimits {
  /** Uploads read at once. */
  max: number;
  /** Of those, held by one address at once. */
  maxPerAddress: number;
  /** Uploads waiting for a slot at once (each holds a socket but no body yet). */
  maxWaiting: number;
  /** How long an upload waits for a slot before it is turned away; 0: never waits. */
  waitMs: number;
}

/** What `acquire` answers: a slot (release it when the exchange ends), or why there is none. */
export type SlotAnswer = { release: () => void; waitedMs: number } | { refused: 'address' | 'busy' };

/**
 * The reading slots of the public upload, in arrival order. When every slot is taken a new upload
 * waits (bounded in number and time) instead of being turned away at once: a phone on a slow
 * network should not send 700 kB a second time because another phone finished a moment later.
 * An address that already holds its share is refused at once, and may not queue more than its
 * share either, so one address cannot fill the queue in front of everyone else.
 */
export class UploadSlots {
  private reading = 0;
  /** When the last upload left (its exchange ended, or it gave up waiting); boot counts as one. */
  private lastLeftAt = Date.now();
  private readonly heldBy = new Map<string, number>();
  private readonly waitingBy = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limits: SlotLimits,
    private readonly onQueueChange: (queued: number) => void = () => {},
  ) {}

  /** Uploads waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Since when no upload has been read or waiting (epoch ms), or null while one is: background
   * work (the face detector) waits for a quiet moment on it, so it never competes with citizens.
   */
  idleSince(): number | null {
    return this.reading > 0 || this.waiting.length > 0 ? null : this.lastLeftAt;
  }

  async acquire(key: string, signal: AbortSignal): Promise<SlotAnswer> {
    const held = this.heldBy.get(key) ?? 0;
    if (held >= this.limits.maxPerAddress) return { refused: 'address' };
    // Waiters left while a slot is free are the ones whose address is at its share (grantNext).
    if (this.reading < this.limits.max) return { release: this.take(key), waitedMs: 0 };
    const queuedHere = this.waitingBy.get(key) ?? 0;
    if (this.limits.waitMs === 0 || this.waiting.length >= this.limits.maxWaiting || held + queuedHere >= this.limits.maxPerAddress) {
      return { refused: 'busy' };
    }
    const enqueuedAt = Date.now();
    const release = await new Promise<(() => void) | null>((resolve) => {
      const waiter: Waiter = { key, grant: resolve };
      const leave = () => {
        const at = this.waiting.indexOf(waiter);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        this.count(this.waitingBy, key, -1);
        this.onQueueChange(this.waiting.length);
        this.lastLeftAt = Date.now();
        clearTimeout(timer);
        resolve(null);
      };
      const timer = setTimeout(leave, this.limits.waitMs);
      signal.addEventListener('abort', leave, { once: true });
      waiter.grant = (granted) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', leave);
        resolve(granted);
      };
      this.waiting.push(waiter);
      this.count(this.waitingBy, key, 1);
      this.onQueueChange(this.waiting.length);
    });
    return release ? { release, waitedMs: Date.now() - enqueuedAt } : { refused: 'busy' };
  }

  private take(key: string): () => void {
    this.reading += 1;
    this.count(this.heldBy, key, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.reading -= 1;
      this.lastLeftAt = Date.now();
      this.count(this.heldBy, key, -1);
      this.grantNext();
    };
  }

  /** Hands freed slots to the longest waiting uploads whose address still has its share left. */
  private grantNext(): void {
    for (let i = 0; i < this.waiting.length && this.reading < this.limits.max;) {
      const waiter = this.waiting[i]!;
      if ((this.heldBy.get(waiter.key) ?? 0) >= this.limits.maxPerAddress) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      this.count(this.waitingBy, waiter.key, -1);
      this.onQueueChange(this.waiting.length);
      waiter.grant(this.take(waiter.key));
    }
  }

  private count(map: Map<string, number>, key: string, by: number): void {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  }
}
