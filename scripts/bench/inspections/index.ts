import type { Bench } from '../report.ts';
import { runLinesBench, type BenchPart } from '../support/parts.ts';
import { listDayPart } from './list-day.ts';
import { listDayPostgresPart } from './list-day-postgres.ts';
import { sheetPart } from './sheet.ts';
import { syncPart } from './sync.ts';

/**
 * The parts, in order. A new part: a module exporting a `BenchPart`, added here. list-day times
 * SQLite, then PostgreSQL when BENCH_DATABASE_URL names a server.
 */
const PARTS: BenchPart[] = [
  {
    name: 'list-day',
    run: async (context) => {
      await listDayPart(context);
      await listDayPostgresPart(context);
    },
  },
  syncPart,
  sheetPart,
];

function selectedParts(): BenchPart[] {
  const wanted = (process.env.BENCH_PARTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PARTS;
  const unknown = wanted.filter((name) => !PARTS.some((p) => p.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown inspections bench part(s) ${unknown.join(', ')}; available: ${PARTS.map((p) => p.name).join(', ')}.`);
  return PARTS.filter((p) => wanted.includes(p.name));
}

export const inspectionsBench: Bench = {
  name: 'inspections',
  heading: '## Inspections',
  setup:
    'listInsp for one day on a million inspections, beside its bare SQL; the PWA syncing 1,000 queued inspections ' +
    'and drawing control sheets in headless Chromium against the real API. The API runs in its own child process ' +
    '(`buildApp`, logger off, SQLite in a temporary directory). The machine is shared with other engineers and noisy: ' +
    'figures vary from run to run. `BENCH_PARTS` selects parts.',
  run: () =>
    runLinesBench(async (context) => {
      for (const part of selectedParts()) await part.run(context);
    }),
};
