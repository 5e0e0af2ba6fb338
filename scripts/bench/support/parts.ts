import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from '../report.ts';
import { linesMarkdown, linesText, linesVerdicts, type Line } from './lines.ts';

/**
 * A bench made of parts that each add lines to one shared table (complaints, inspections):
 * what a part gets, and the run that collects the table, its notes and its temporary folders.
 * It lives here, not in a bench's index, so that parts and index never import one another.
 */
export interface BenchPartContext {
  lines: Line[];
  notes: string[];
  /** A fresh temporary directory, removed when the bench ends. */
  tempDir: () => string;
}

export interface BenchPart {
  /** What the bench's parts variable selects (the inspections bench's BENCH_PARTS). */
  name: string;
  run(context: BenchPartContext): Promise<void>;
}

/** Runs `body` with a fresh table, removes its temporary directories, prints the table and answers the bench's section. */
export async function runLinesBench(body: (context: BenchPartContext) => Promise<void>): Promise<BenchResult> {
  const lines: Line[] = [];
  const notes: string[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-'));
    dirs.push(dir);
    return dir;
  };
  try {
    await body({ lines, notes, tempDir });
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${linesText(lines)}\n`);
  return { rows: [], table: linesMarkdown(lines), load: 'as described under the table', verdicts: linesVerdicts(lines), notes };
}
