/** The few flags the operations commands take: `--name value`, `--flag`, and positional words. */
export function parseArgs(argv: string[]): { flags: Map<string, string | true>; positional: string[] } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positional.push(arg);
      continue;
    }
    const [, name = '', inline] = match;
    const next = argv[i + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if ((name === 'out' || name === 'key') && next !== undefined) flags.set(name, argv[++i] ?? '');
    else flags.set(name, true);
  }
  return { flags, positional };
}

export function printTable(tables: Record<string, number>): string {
  const width = Math.max(...Object.keys(tables).map((name) => name.length));
  return Object.entries(tables)
    .map(([name, rows]) => `  ${name.padEnd(width)}  ${rows.toLocaleString('es-BO')}`)
    .join('\n');
}
