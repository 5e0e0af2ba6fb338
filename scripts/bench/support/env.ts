/**
 * Sizes and durations the benches read from the environment (or, through args.ts, from the
 * command line): an unset or empty value takes the default, anything else must fit the rule
 * or the bench stops before measuring something nobody asked for.
 */
interface Rule {
  fits: (value: number) => boolean;
  says: string;
}

const POSITIVE: Rule = { fits: (value) => Number.isFinite(value) && value > 0, says: 'a positive number' };
const POSITIVE_INTEGER: Rule = { fits: (value) => Number.isInteger(value) && value > 0, says: 'a positive integer' };
const WHOLE: Rule = { fits: (value) => Number.isInteger(value) && value >= 0, says: 'a whole number' };

function parse(raw: string | undefined, label: string, fallback: number, rule: Rule): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!rule.fits(value)) throw new Error(`${label} must be ${rule.says}, got "${raw}"`);
  return value;
}

/** `raw` as a positive number, `fallback` when unset; `label` names it in the error. */
export function positiveNumber(raw: string | undefined, label: string, fallback: number): number {
  return parse(raw, label, fallback, POSITIVE);
}

/** A positive number from the environment variable `key`. */
export function envNumber(key: string, fallback: number): number {
  return parse(process.env[key], key, fallback, POSITIVE);
}

/** A positive integer (a count) from the environment variable `key`. */
export function envPositiveInteger(key: string, fallback: number): number {
  return parse(process.env[key], key, fallback, POSITIVE_INTEGER);
}

/** A whole number, zero allowed, from the environment variable `key`. */
export function envWholeNumber(key: string, fallback: number): number {
  return parse(process.env[key], key, fallback, WHOLE);
}
