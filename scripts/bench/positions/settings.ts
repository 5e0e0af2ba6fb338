import { numberOption } from '../args.ts';
import { envNumber } from '../support/env.ts';

/**
 * The positions bench's scale and timing: `npm run bench -- positions --devices 1000 --max-devices 8000 --viewers 50`
 * (or the environment variables). The capacity search starts at DEVICES reporting devices and
 * doubles up to MAX_DEVICES, then narrows down; each setup is seeded with twice MAX_DEVICES so
 * the run at twice the capacity found has its devices. Twice MAX_DEVICES sockets stay open in one
 * process: 8,000 by default keeps them under these machines' hard limit of 20,000 open files.
 */
export const DEFAULT_DEVICES = 1000;
export const DEFAULT_VIEWERS = 20;
export const DEVICES = numberOption('devices', 'BENCH_POSITION_DEVICES', DEFAULT_DEVICES);
export const MAX_DEVICES = Math.max(DEVICES, numberOption('max-devices', 'BENCH_POSITION_MAX_DEVICES', 8 * DEVICES));
export const VIEWERS = numberOption('viewers', 'BENCH_POSITION_VIEWERS', DEFAULT_VIEWERS);
export const REPORT_INTERVAL_MS = 10_000;
export const WARMUP_MS = envNumber('BENCH_POSITION_WARMUP', 15) * 1000;
/** The run at twice the capacity. */
export const MEASURE_MS = envNumber('BENCH_POSITION_SECONDS', 60) * 1000;
/** Each step of the capacity search. */
export const SEARCH_MS = envNumber('BENCH_POSITION_SEARCH_SECONDS', 20) * 1000;
/** Steps of bisection after the doubling found a count that misses the target. */
export const BISECT_STEPS = envNumber('BENCH_POSITION_BISECT_STEPS', 2);
/** The capacity's definition: delivery p99 at most this, and at least ACCEPTED_SHARE of the reports accepted. */
export const TARGET_P99_MS = 100;
export const ACCEPTED_SHARE = 0.99;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
