import fs from 'node:fs';
import os from 'node:os';
import { CLOCK_TICKS_PER_SECOND, statFields } from './support/proc.ts';

export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${os.availableParallelism()} CPUs (nproc; ${cpu}), ${memory} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** CPU seconds every process on the machine has spent so far. */
function machineBusySeconds(): number {
  return os.cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0) / 1000;
}

/**
 * CPU seconds of this process plus its finished children (Linux /proc/self/stat: utime, stime,
 * cutime, cstime), or null where there is no /proc. The servers are children, reaped on stop.
 */
function ownBusySeconds(): number | null {
  try {
    const fields = statFields('self');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds the local PostgreSQL server has spent: every process named `postgres`, with the
 * backends it has reaped (cutime, cstime of the postmaster). The PostgreSQL benches drive that server
 * themselves, so its work is theirs, not a neighbour's.
 */
function databaseServerBusySeconds(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = statFields(Number(entry));
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

export interface ForeignLoad {
  /** Average cores other processes kept busy while the bench ran (null without /proc). */
  cores: number | null;
  /** Of the machine's busy cores, those the local PostgreSQL server kept busy (counted as the bench's own). */
  databaseCores: number | null;
  of: number;
}

/** Starts watching how much CPU the rest of the machine uses; call the result once the bench's servers are stopped. */
export function watchForeignLoad(): () => ForeignLoad {
  const started = process.hrtime.bigint();
  const machine = machineBusySeconds();
  const own = ownBusySeconds();
  const database = databaseServerBusySeconds();
  return () => {
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const ownNow = ownBusySeconds();
    const of = os.availableParallelism();
    if (own === null || ownNow === null || elapsed <= 0) return { cores: null, databaseCores: null, of };
    const databaseBusy = databaseServerBusySeconds() - database;
    const foreign = machineBusySeconds() - machine - (ownNow - own) - databaseBusy;
    return { cores: Math.max(0, foreign / elapsed), databaseCores: databaseBusy / elapsed, of };
  };
}

/** Above this many cores busy elsewhere, the figures say more about the neighbours than the API. */
export const FOREIGN_LOAD_WARNING_CORES = 0.15;

export function foreignLoadDescription(load: ForeignLoad): string {
  if (load.cores === null) return 'other load on the machine was not measured (no /proc)';
  const warning = load.cores > FOREIGN_LOAD_WARNING_CORES ? ' (**other work was running: the figures are skewed**)' : '';
  const database =
    load.databaseCores && load.databaseCores >= 0.01
      ? ` (the local PostgreSQL server the bench drives kept ${load.databaseCores.toFixed(2)} more, counted as the bench's own)`
      : '';
  return `other processes kept ${load.cores.toFixed(2)} of ${load.of} cores busy on average during the run${database}${warning}`;
}
