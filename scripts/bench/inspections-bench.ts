import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listDayPart } from './inspections-list-day.ts';
import { sheetPart, syncPart } from './inspections-pwa.ts';
import { linesMarkdown, linesText, linesVerdicts, type Line } from './support/lines.ts';
import type { Bench, BenchResult } from './report.ts';

/** What each part of the inspections bench gets: the shared table, the notes, temporary directories. */
export interface InspectionsBenchContext {
  lines: Line[];
  notes: string[];
  /** A fresh temporary directory, removed when the bench ends. */
  tempDir: () => string;
}

export interface InspectionsBenchPart {
  /** Selected with BENCH_PARTS=<name>[,<name>…]; all parts run when it is unset. */
  name: string;
  run(context: InspectionsBenchContext): Promise<void>;
}

/** The parts, in order. A new part: a module exporting a `run(context)`, added here. */
const PARTS: InspectionsBenchPart[] = [{ name: 'list-day', run: listDayPart }, syncPart, sheetPart];

function selectedParts(): InspectionsBenchPart[] {
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

async function runInspections(): Promise<BenchResult> {
  const lines: Line[] = [];
  const notes: string[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-'));
    dirs.push(dir);
    return dir;
  };
  try {
    for (const part of selectedParts()) await part.run({ lines, notes, tempDir });
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${linesText(lines)}\n`);
  return { rows: [], table: linesMarkdown(lines), load: 'as described under the table', verdicts: linesVerdicts(lines), notes };
}

export const inspectionsBench: Bench = {
  name: 'inspections',
  heading: '## Inspections',
  setup:
    'listInsp for one day on a million inspections, beside its bare SQL; the PWA syncing 1,000 queued inspections ' +
    'and drawing control sheets in headless Chromium against the real API. The API runs in its own child process ' +
    '(`buildApp`, logger off, SQLite in a temporary directory). The machine is shared with other engineers and noisy: ' +
    'figures vary from run to run. `BENCH_PARTS` selects parts.',
  run: runInspections,
};
