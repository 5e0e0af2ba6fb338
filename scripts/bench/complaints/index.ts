import type { Bench } from '../report.ts';
import { runLinesBench } from '../support/parts.ts';
import { compressionPart } from './compression.ts';
import { downloadPart } from './download.ts';
import { formularioPart } from './formulario.ts';
import { formularioQueuePart } from './formulario-queue.ts';
import { reportPart } from './report.ts';

/**
 * The complaints bench: one file per part, run here in this order into one table. The two
 * formulario runs share a data directory (each runs its floor first); the queue part, the report
 * and the download get their own.
 */
const PARTS = ['formulario', 'formulario-postgres', 'formulario-queue', 'report', 'compression', 'download'] as const;

/**
 * BENCH_COMPLAINTS_PARTS=download,report runs some parts only (all by default);
 * BENCH_COMPLAINTS_PARTS=formulario BENCH_FORMULARIO_SECONDS=10 is a quick look at uploads on SQLite.
 */
function selectedParts(): Set<string> {
  const raw = process.env.BENCH_COMPLAINTS_PARTS;
  if (!raw) return new Set(PARTS);
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_COMPLAINTS_PARTS: unknown ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  return new Set(names);
}

export const complaintsBench: Bench = {
  name: 'complaints',
  heading: '## Complaints',
  setup:
    'POST formulario under load (beside its floor: the same request stored as durably by a bare server), and past the upload cap, reportFecha over a million complaints (beside its bare SQL), the 12 MP photo compression in headless Chromium, ' +
    'and the bytes /reclamo costs a phone from the API (brotli). The API runs in its own child process (`buildApp` as `npm start` builds it, its log to a file; SQLite in a temporary directory, or a throwaway PostgreSQL database).',
  run: () =>
    runLinesBench(async ({ lines, notes, tempDir }) => {
      const [formularioDir, queueDir, reportDir, downloadDir] = [tempDir(), tempDir(), tempDir(), tempDir()];
      const parts = selectedParts();
      if (parts.has('formulario')) await formularioPart(formularioDir, lines, notes);
      if (parts.has('formulario-postgres')) await formularioPart(formularioDir, lines, notes, 'postgres');
      if (parts.has('formulario-queue')) await formularioQueuePart(queueDir, lines, notes);
      if (parts.has('report')) await reportPart(reportDir, lines, notes);
      if (parts.has('compression')) await compressionPart(lines, notes);
      if (parts.has('download')) await downloadPart(downloadDir, lines, notes);
    }),
};
