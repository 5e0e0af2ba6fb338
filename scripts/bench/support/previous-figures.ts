/**
 * Puts each figure of a bench's new section beside the one the section held before it was
 * rewritten, so a reader sees what moved without digging in git. Rows are matched by their label
 * with the parenthesised details taken out (those hold the run's own counts: rows, probes, the
 * benchmarkIndex), and by order among rows that share a label (the same measure on SQLite, then
 * PostgreSQL). Only the first table of a section is annotated; a table with neither a `figure` nor
 * a `req/s` column is left as it is.
 */

const PREVIOUS = 'previous';

interface Table {
  /** Index of the header line among the section's lines. */
  start: number;
  headers: string[];
  rows: string[][];
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function firstTable(lines: readonly string[]): Table | null {
  const start = lines.findIndex((line, i) => line.startsWith('|') && /^\|\s*:?-{3,}/.test(lines[i + 1] ?? ''));
  if (start === -1) return null;
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]?.startsWith('|'); i++) rows.push(splitRow(lines[i] ?? ''));
  return { start, headers: splitRow(lines[start] ?? ''), rows };
}

/** A row's label without its parenthesised details, for matching across runs. */
export function measureKey(label: string): string {
  let key = label;
  for (let before = ''; before !== key;) {
    before = key;
    key = key.replace(/\([^()]*\)/g, '');
  }
  return key
    .replace(/\s+/g, ' ')
    .replace(/\s+([:,])/g, '$1')
    .trim();
}

/** The cell that says what a row measured: `figure`, or `req/s` with its ratio to the floor. */
function figureOf(headers: readonly string[], row: readonly string[]): string | null {
  const figure = headers.indexOf('figure');
  if (figure !== -1) return row[figure] || null;
  const rate = headers.indexOf('req/s');
  if (rate === -1 || !row[rate]) return null;
  const ratio = headers.indexOf('ratio');
  return ratio !== -1 && row[ratio] ? `${row[rate]} (${row[ratio]})` : (row[rate] ?? null);
}

/** Figures by key, each key's figures in the order their rows stood. */
function figuresByKey(table: Table): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const row of table.rows) {
    const figure = figureOf(table.headers, row);
    const key = measureKey(row[0] ?? '');
    byKey.set(key, [...(byKey.get(key) ?? []), figure ?? '']);
  }
  return byKey;
}

/** "2026-11-27 10:48 UTC on AMD EPYC" from a section's "Run … UTC with … (nproc; <CPU>) …" line. */
export function runOf(section: string): string | null {
  // The CPU's name may hold parentheses itself ("Intel(R) Xeon(R) …"): it ends at the ')' before a comma.
  const match = /Run (\d{4}-\d\d-\d\d \d\d:\d\d) UTC[^\n]*?\(nproc; (.+?)\)(?=,|$)/m.exec(section);
  return match ? `${match[1]} UTC on ${match[2]}` : null;
}

/**
 * `body` (a new section's text, heading excluded) with a `previous` column in its first table,
 * filled from `old` (the section it replaces, or null), and a line under the table naming the run
 * those figures come from. A measure the old section did not have gets an empty cell.
 */
export function withPreviousFigures(body: string, old: string | null): string {
  const lines = body.split('\n');
  const table = firstTable(lines);
  if (!table || !old) return body;
  const oldTable = firstTable(old.split('\n'));
  const figureColumn = table.headers.includes('figure') ? table.headers.indexOf('figure') : table.headers.indexOf('req/s');
  if (!oldTable || figureColumn === -1) return body;

  const previous = figuresByKey(oldTable);
  const seen = new Map<string, number>();
  // The new column sits after the figure in a measure table, last in an endpoint table.
  const at = table.headers.includes('figure') ? figureColumn + 1 : table.headers.length;
  const insert = (cells: string[], cell: string) => [...cells.slice(0, at), cell, ...cells.slice(at)];
  const render = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const annotated = [
    render(insert(table.headers, PREVIOUS)),
    render(insert(splitRow(lines[table.start + 1] ?? ''), at === table.headers.length ? '---:' : '---')),
    ...table.rows.map((row) => {
      const key = measureKey(row[0] ?? '');
      const index = seen.get(key) ?? 0;
      seen.set(key, index + 1);
      return render(insert(row, previous.get(key)?.[index] ?? ''));
    }),
  ];
  const end = table.start + 2 + table.rows.length;
  const from = runOf(old);
  const note = from ? [``, `The ${PREVIOUS} column: the run of ${from}, which this one replaced.`] : [];
  return [...lines.slice(0, table.start), ...annotated, ...note, ...lines.slice(end)].join('\n');
}
