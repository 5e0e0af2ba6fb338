import { numberOption } from '../args.ts';
import { envNumber } from '../support/env.ts';

/** The positions bench's scale and timing: `npm run bench -- positions --devices 10000 --viewers 50` (or the environment variables). */
export const DEFAULT_DEVICES = 1000;
export const DEFAULT_VIEWERS = 20;
export const DEVICES = numberOption('devices', 'BENCH_POSITION_DEVICES', DEFAULT_DEVICES);
export const VIEWERS = numberOption('viewers', 'BENCH_POSITION_VIEWERS', DEFAULT_VIEWERS);
export const REPORT_INTERVAL_MS = 10_000;
export const WARMUP_MS = envNumber('BENCH_POSITION_WARMUP', 15) * 1000;
export const MEASURE_MS = envNumber('BENCH_POSITION_SECONDS', 60) * 1000;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
