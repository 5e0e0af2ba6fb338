/**
 * A bench's own table: one line per measure with its figure, its target and whether it is met
 * (null: no target). Shared by the inspections bench and its parts.
 */
export interface Line {
  item: string;
  figure: string;
  target: string;
  met: boolean | null;
}

export function fixed(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function kB(bytes: number): string {
  return `${fixed(bytes / 1000, 1)} kB`;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

function verdict(met: boolean | null): string {
  if (met === null) return '';
  return met ? 'met' : 'MISSED';
}

export function linesText(lines: Line[]): string {
  const table = [['measure', 'figure', 'target', ''], ...lines.map((l) => [l.item, l.figure, l.target, verdict(l.met)])];
  const widths = [0, 1, 2, 3].map((col) => Math.max(...table.map((row) => row[col]?.length ?? 0)));
  return table
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function linesMarkdown(lines: Line[]): string {
  return [
    '| measure | figure | target | |',
    '| --- | --- | --- | --- |',
    ...lines.map((l) => `| ${l.item} | ${l.figure} | ${l.target} | ${verdict(l.met)} |`),
  ].join('\n');
}

export function linesVerdicts(lines: Line[]): string[] {
  return lines
    .filter((l) => l.met !== null)
    .map((l) => `${l.met ? 'TARGET MET' : 'TARGET MISSED'}: ${l.item}: ${l.figure} (target ${l.target}).`);
}

export function envNumber(key: string, fallback: number): number {
  const raw = process.env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${key} must be a positive number, got "${raw}"`);
  return value;
}
