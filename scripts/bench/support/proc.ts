import fs from 'node:fs';

/**
 * What Linux's /proc says of a process: the benches read their servers' CPU time and memory
 * there (no /proc, no figure: callers catch or show NaN).
 */

/** USER_HZ, the unit of the CPU times in /proc/<pid>/stat. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The fields of /proc/<pid>/stat after "pid (comm) " (the name may hold spaces): index 0 is
 * field 3 (state), so utime (field 14) is index 11, stime 12, cutime 13, cstime 14.
 */
export function statFields(pid: number | 'self'): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system, every thread: libuv's pool, sharp, workers) a process has used. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** A process's resident memory now. */
export function rssBytes(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}
