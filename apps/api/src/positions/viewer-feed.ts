import type { PositionUpdate } from '@reclamos/shared-types/positions/schemas';
import { ROOMS, type FeedEntry, type PositionsServer, type PositionsSocket } from './positions-server.ts';

export interface FeedOptions {
  /** A viewer is sent its waiting positions at most this often. */
  flushMs: number;
  /** A position older than this when it would be sent is dropped (a removal is sent at once, always). */
  maxAgeMs: number;
  /** Other API processes exist (Redis adapter): accepted positions are passed to them too. */
  crossProcess: boolean;
}

interface Waiting {
  update: PositionUpdate;
  born: number;
}

export interface FeedCounters {
  sent(count: number): void;
  /** Positions never sent: `stale` (too old) or `superseded` (a newer one of the person replaced it). */
  dropped(reason: 'stale' | 'superseded', count: number): void;
}

/**
 * The map's viewers get, per person, the newest position only. Each viewer socket of this process
 * has a map person → newest update; a new update of a person replaces the one still waiting, and
 * the map is sent at most every `flushMs` (the first at once), and only when the viewer's
 * connection is writable (nothing of the last tick still going out: volatile at the tick's level). A viewer that does not read keeps one waiting update per
 * person instead of a backlog, and an update older than `maxAgeMs` by the time it would go is
 * dropped: a supervisor sees a fresh position or the last one, never a stale one arriving as new.
 * Accepted positions reach the other API processes as one server-side event per tick.
 */
export class ViewerFeed {
  /** Per viewer socket, per person: the newest update and when it was accepted (this process's monotonic clock). */
  private readonly waiting = new Map<string, Map<number, Waiting>>();
  private outgoing: FeedEntry[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private closed = false;
  /** Viewers skipped because their transport was busy, waiting for its 'drain'. */
  private readonly awaitingDrain = new Set<string>();

  constructor(
    private readonly io: PositionsServer,
    private readonly options: FeedOptions,
    private readonly counters: FeedCounters,
  ) {
    io.on('posiciones', (entries) => {
      for (const entry of entries) this.enqueue(entry);
    });
  }

  /** An update of this process (a report accepted here, a removal): to local viewers and to the other processes. */
  publish(update: PositionUpdate, at = Date.now()): void {
    const entry: FeedEntry = { ...update, at };
    this.enqueue(entry);
    if (!this.options.crossProcess) return;
    if (this.outgoing.length === 0) setImmediate(() => this.sendAcross());
    this.outgoing.push(entry);
  }

  /** Forgets a socket's waiting updates (it disconnected). */
  forget(socket: PositionsSocket): void {
    this.waiting.delete(socket.id);
    this.awaitingDrain.delete(socket.id);
  }

  close(): void {
    this.closed = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.waiting.clear();
  }

  private sendAcross(): void {
    const entries = this.outgoing;
    this.outgoing = [];
    if (entries.length > 0 && !this.closed) this.io.serverSideEmit('posiciones', entries);
  }

  private enqueue(entry: FeedEntry): void {
    if (this.closed) return;
    const viewers = this.io.of('/').adapter.rooms.get(ROOMS.viewers);
    if (!viewers || viewers.size === 0) return;
    const update = toUpdate(entry);
    if (update.lat === 0 && update.lng === 0) {
      // A removal goes at once and is never dropped; a position of the person still waiting is
      // older, so it goes too (sent after the removal it would put the person back on the map).
      const sockets = this.io.of('/').sockets;
      for (const socketId of viewers) {
        this.waiting.get(socketId)?.delete(update.id);
        sockets.get(socketId)?.emit('actualizarConjunto', update);
      }
      return;
    }
    // Ages are judged on this process's monotonic clock (wall clocks may step); `at` crossed
    // processes as wall time, so its age so far is carried over.
    const born = performance.now() - Math.max(0, Date.now() - entry.at);
    let superseded = 0;
    for (const socketId of viewers) {
      let waiting = this.waiting.get(socketId);
      if (!waiting) this.waiting.set(socketId, (waiting = new Map<number, Waiting>()));
      if (waiting.has(update.id)) superseded += 1;
      waiting.set(update.id, { update, born });
    }
    if (superseded > 0) this.counters.dropped('superseded', superseded);
    this.schedule();
  }

  private schedule(): void {
    if (this.flushTimer || this.closed) return;
    const wait = Math.max(0, this.lastFlush + this.options.flushMs - performance.now());
    this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.flushTimer = null;
    this.lastFlush = performance.now();
    for (const socketId of [...this.waiting.keys()]) this.flushViewer(socketId);
  }

  /**
   * Sends one viewer what waits for it, dropping what has grown too old. A viewer whose transport
   * is still sending keeps its newest per person and gets them when the transport drains (as its
   * share of this tick, so still at most once per flush period), not a period later.
   */
  private flushViewer(socketId: string): void {
    const waiting = this.waiting.get(socketId);
    const socket = this.io.of('/').sockets.get(socketId);
    if (!waiting || this.closed) return;
    if (!socket || !socket.rooms.has(ROOMS.viewers)) {
      this.waiting.delete(socketId);
      return;
    }
    const oldest = performance.now() - this.options.maxAgeMs;
    let stale = 0;
    for (const [personId, entry] of waiting) {
      if (entry.born < oldest) {
        waiting.delete(personId);
        stale += 1;
      }
    }
    if (stale > 0) this.counters.dropped('stale', stale);
    if (waiting.size === 0) {
      this.waiting.delete(socketId);
      return;
    }
    const transport = socket.conn.transport;
    if (!transport.writable) {
      if (!this.awaitingDrain.has(socketId)) {
        this.awaitingDrain.add(socketId);
        transport.once('drain', () => {
          this.awaitingDrain.delete(socketId);
          this.flushViewer(socketId);
        });
      }
      return;
    }
    // Checked writable above, so this tick's updates go out together; a volatile emit here would
    // drop all but the first (the transport is busy once the first frame is handed to it).
    for (const { update } of waiting.values()) socket.emit('actualizarConjunto', update);
    this.counters.sent(waiting.size);
    this.waiting.delete(socketId);
  }
}

function toUpdate(entry: FeedEntry): PositionUpdate {
  return { id: entry.id, nombre: entry.nombre, lat: entry.lat, lng: entry.lng };
}
