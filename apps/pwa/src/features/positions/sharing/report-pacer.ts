import type { PositionReport } from '@reclamos/shared-types/positions/schemas';

export interface PacerPort {
  isConnected: () => boolean;
  /** Sends one report; `done(false)` when it was not delivered (timeout, refused for pace). */
  send: (report: PositionReport, done: (delivered: boolean) => void) => void;
  now: () => number;
  schedule: (run: () => void, ms: number) => () => void;
}

/**
 * Paces a device's position reports: at most one every `intervalMs` (the server takes one per
 * 5 s), and while the socket is down only the latest fix is kept, sent when it is back. A report
 * that was not delivered is kept for the next try unless a newer fix has replaced it. On a
 * reconnect the last delivered fix is sent again when no newer one waits: the server acknowledges
 * a position before it is surely on disk (docs/offline.md), so after a server crash the map gets
 * this phone back at once instead of at its next movement.
 */
export class ReportPacer {
  private latest: PositionReport | null = null;
  private lastDelivered: PositionReport | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly port: PacerPort,
    private readonly intervalMs: number,
  ) {}

  /** A new fix from the device: replaces any fix not yet sent. */
  offer(report: PositionReport): void {
    this.latest = report;
    this.flush();
  }

  /** The socket (re)connected: send what is waiting, or else the last fix delivered. */
  connected(): void {
    this.latest ??= this.lastDelivered;
    this.flush();
  }

  get pending(): PositionReport | null {
    return this.latest;
  }

  stop(): void {
    this.stopped = true;
    this.latest = null;
    this.lastDelivered = null;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private flush(): void {
    if (this.stopped || this.latest === null || this.cancelTimer !== null) return;
    if (!this.port.isConnected()) return;
    const wait = this.lastSentAt + this.intervalMs - this.port.now();
    if (wait > 0) {
      this.cancelTimer = this.port.schedule(() => {
        this.cancelTimer = null;
        this.flush();
      }, wait);
      return;
    }
    const report = this.latest;
    this.latest = null;
    this.lastSentAt = this.port.now();
    this.port.send(report, (delivered) => {
      if (this.stopped) return;
      if (delivered) {
        this.lastDelivered = report;
        return;
      }
      this.latest ??= report;
      this.flush();
    });
  }
}
