export type WakeLockState = 'active' | 'unavailable';

/**
 * Keeps the screen on while sharing (Screen Wake Lock, where the browser has it). The browser
 * drops the lock whenever the page is hidden, so it is asked for again on return.
 */
export class ScreenKeeper {
  private sentinel: WakeLockSentinel | null = null;
  private wanted = false;

  constructor(private readonly onChange: (state: WakeLockState) => void) {}

  async start(): Promise<void> {
    this.wanted = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    await this.acquire();
  }

  async stop(): Promise<void> {
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    const held = this.sentinel;
    this.sentinel = null;
    await held?.release().catch(() => undefined);
  }

  private readonly onVisibility = () => {
    if (this.wanted && document.visibilityState === 'visible' && !this.sentinel) void this.acquire();
  };

  private async acquire(): Promise<void> {
    if (!('wakeLock' in navigator)) {
      this.onChange('unavailable');
      return;
    }
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (!this.wanted) {
        await sentinel.release();
        return;
      }
      this.sentinel = sentinel;
      sentinel.addEventListener('release', () => {
        if (this.sentinel === sentinel) this.sentinel = null;
        if (this.wanted) this.onChange('unavailable');
      });
      this.onChange('active');
    } catch {
      this.onChange('unavailable');
    }
  }
}
