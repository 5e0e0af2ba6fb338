import { positiveNumber } from './support/env.ts';

/**
 * The command line of `npm run bench -- <name>… [--option value]…`: bench names are the bare
 * words, options (`--devices 10000`) belong to the benches that read them.
 */
export function benchNames(argv: string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      if (!arg.includes('=')) i += 1; // its value
      continue;
    }
    names.push(arg);
  }
  return names;
}

/** `--name value` or `--name=value` from the command line, if given. */
export function benchOption(name: string, argv: string[] = process.argv.slice(2)): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/** A positive number from `--name`, else the environment variable, else the default. */
export function numberOption(name: string, envKey: string, fallback: number): number {
  return positiveNumber(benchOption(name) ?? process.env[envKey], `--${name} (${envKey})`, fallback);
}
