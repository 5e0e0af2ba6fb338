/**
 * Caps the password hashes running at once, per address and in total. scrypt runs on libuv's
 * small thread pool (4 threads by default), which file reads, DNS and zlib share: without a cap a
 * burst of sign-ins queues every static file and photo behind seconds of hashing.
 */
export class HashGate {
  private running = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly maxTotal: number,
    private readonly maxPerAddress: number,
  ) {}

  /** A release function when a slot is free, or null when the caller must come back later. */
  tryEnter(address: string): (() => void) | null {
    const mine = this.byAddress.get(address) ?? 0;
    if (this.running >= this.maxTotal || mine >= this.maxPerAddress) return null;
    this.running += 1;
    this.byAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
