import fs from 'node:fs';
import path from 'node:path';
import { foreignLoadDescription, machineDescription, type ForeignLoad } from './machine.ts';
import type { LoadSettings, Measurement } from './measure.ts';
import { fixed } from './support/format.ts';
import { withPreviousFigures } from './support/previous-figures.ts';

/** One endpoint beside the floor measured right before it. */
export interface Row {
  endpoint: string;
  api: Measurement;
  floor: Measurement;
}

export interface BenchResult {
  /** Endpoint-beside-floor rows; a bench that measures other things leaves this empty and writes its own tables in `notes`. */
  rows: Row[];
  /** A bench's own markdown table, written where `rows` would be when there are none. */
  table?: string;
  /** Replaces the autocannon load line of the section, for a bench that drives its own load. */
  load?: string;
  /** Lines such as "TARGET MET …", printed and written under the table. */
  verdicts: string[];
  /** Markdown paragraphs that explain the figures. */
  notes: string[];
}

export interface Bench {
  /** What `npm run bench -- <name>` selects. */
  name: string;
  /** The docs/benchmarks.md section this bench owns, e.g. "## Auth". */
  heading: string;
  /** One markdown line on what is measured and how. */
  setup: string;
  run(settings: LoadSettings): Promise<BenchResult>;
}

export function ratioPercent(row: Row): number {
  return (row.api.requestsPerSecond / row.floor.requestsPerSecond) * 100;
}

function cells(row: Row): string[] {
  return [
    row.endpoint,
    fixed(row.api.requestsPerSecond, row.api.requestsPerSecond < 100 ? 1 : 0),
    fixed(row.api.p50Ms, 2),
    fixed(row.api.p99Ms, 2),
    fixed(row.floor.requestsPerSecond, 0),
    `${fixed(ratioPercent(row), ratioPercent(row) < 1 ? 2 : 1)} %`,
  ];
}

const HEADERS = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'floor req/s', 'ratio'];

export function textTable(rows: Row[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, col) => Math.max(...table.map((line) => line[col]?.length ?? 0)));
  return table
    .map((line) => line.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join('  '))
    .join('\n');
}

export function markdownTable(rows: Row[]): string {
  return [
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map((_, col) => (col === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map((row) => `| ${cells(row).join(' | ')} |`),
  ].join('\n');
}

export function settingsDescription(settings: LoadSettings): string {
  return `autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per run`;
}

export function sectionBody(bench: Bench, result: BenchResult, settings: LoadSettings, date: Date, load: ForeignLoad): string {
  return [
    `Run ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- ${bench.name}\` on ${machineDescription()}; ` +
      `${foreignLoadDescription(load)}.`,
    `${bench.setup} Load: ${result.load ?? settingsDescription(settings)}.`,
    result.rows.length > 0 ? markdownTable(result.rows) : (result.table ?? ''),
    result.verdicts.map((line) => `**${line}**`).join('\n\n'),
    ...result.notes,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const DOC_TITLE = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (all benches) or `npm run bench -- <name>` (one). Each endpoint is measured',
  'beside a bare Fastify hello-world (the floor) run right before it, on the same machine, so the ratio',
  'says what the API costs on top of Fastify itself. `BENCH_DURATION`, `BENCH_WARMUP` (seconds) and',
  '`BENCH_CONNECTIONS` override the load; `BENCH_CPU_PROF=<dir>` writes a CPU profile of the API process.',
  'Each bench replaces only its own section below; its first table keeps the figures it replaced in a `previous`',
  'column, and the line under the table names the run they come from (date and CPU).',
  '',
].join('\n');

/**
 * Replaces the section that starts at `heading` (up to the next `## `), or appends it; the first
 * table keeps the figures it replaces in a `previous` column.
 */
export function writeSection(file: string, heading: string, body: string): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : DOC_TITLE;
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  const end = start === -1 ? -1 : lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const old = start === -1 ? null : lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
  const section = [heading, '', ...withPreviousFigures(body, old).split('\n'), ''];
  let next: string[];
  if (start === -1) {
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    next = [...lines, '', ...section];
  } else {
    next = [...lines.slice(0, start), ...section, ...(end === -1 ? [] : lines.slice(end))];
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${next.join('\n').trimEnd()}\n`);
}
