/**
 * A bench's own table: one line per measure with its figure, its target and whether it is met
 * (null: no target), printed as text, written as markdown, its verdicts listed under it.
 */
export interface Line {
  item: string;
  figure: string;
  target: string;
  met: boolean | null;
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
