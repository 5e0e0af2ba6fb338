/**
 * A small seeded generator of hostile inputs from a route's JSON schemas (as the running app's
 * OpenAPI document holds them): a plausible value per schema, then one mutation at a time — wrong
 * types, missing and extra fields, lengths at and past the bounds, control characters, SQL and
 * HTML fragments, huge numbers, odd Unicode. Deterministic for a seed, so a failure replays.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
}

export type Random = () => number;

/** mulberry32: tiny and good enough to pick mutations. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** Strings that have broken servers somewhere. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mrojo',
  '\u007f',
  '\r\n\r\n',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  'İ'.repeat(50),
  'ß'.repeat(80),
  'ﬃ'.repeat(60),
  '😀'.repeat(30),
  '\u202eabc',
  'e\u0301'.repeat(40),
  '\ud800',
  '\ufeff',
  'x'.repeat(256),
  'x'.repeat(10_000),
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '-1',
  '1e308',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const NASTY_NUMBERS: readonly unknown[] = [
  0,
  -1,
  1.5,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '1',
  'uno',
  null,
  true,
  [],
  {},
];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value the schema would accept, as far as a small generator can tell. */
export function plausible(schema: JsonSchema, random: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return plausible(pick(random, union), random);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random() < 0.7) value[key] = plausible(property, random);
      }
      return value;
    }
    case 'array':
      return schema.items ? [plausible(schema.items, random)] : [];
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1000, 1 + Math.floor(random() * 50)));
    case 'number':
      return Math.max(schema.minimum ?? -10, Math.min(schema.maximum ?? 10, -17.9 + random()));
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    default:
      return plausibleString(schema, random);
  }
}

function plausibleString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'date') return pick(random, ['2026-11-20', '2026-01-01']);
  if (schema.format === 'date-time') return '2026-11-20T12:00:00.000Z';
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email') return `fuzz${Math.floor(random() * 1e6)}@atm.gob.bo`;
  const digits = String(1000000 + Math.floor(random() * 8999999));
  if (schema.pattern?.includes('0-9')) return digits.slice(0, Math.min(schema.maxLength ?? 7, 7));
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 8));
  return 'Fuzz texto abc'.padEnd(length, 'x').slice(0, length);
}

/** One hostile variant of a value of this schema. */
export function hostile(schema: JsonSchema, random: Random): unknown {
  const type = typeOf(schema);
  const roll = random();
  if (roll < 0.15) return pick(random, NASTY_NUMBERS);
  if (type === 'integer' || type === 'number') return pick(random, NASTY_NUMBERS);
  if (type === 'object' || type === 'array') return pick(random, [null, 'texto', 42, [], {}, [1, 2], { a: { b: { c: 'd' } } }]);
  if (roll < 0.3 && schema.maxLength !== undefined) {
    const length = pick(random, [schema.maxLength, schema.maxLength + 1, schema.maxLength * 2]);
    return pick(random, ['x', 'İ', '\n', '😀']).repeat(length);
  }
  return pick(random, NASTY_STRINGS);
}

/** A body for an object schema: the plausible one with one field broken, missing, or an extra. */
export function mutateObject(schema: JsonSchema, random: Random): unknown {
  if (random() < 0.08) return pick(random, [null, 'texto', 7, [], [{}], true]);
  const base = plausible(schema, random) as Record<string, unknown>;
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return { ...base, extra: pick(random, NASTY_STRINGS) };
  const key = pick(random, keys);
  const property = schema.properties?.[key] ?? {};
  const roll = random();
  if (roll < 0.15) delete base[key];
  else if (roll < 0.25) base[pick(random, ['extra', '__proto__', 'constructor', 'id', 'rol'])] = pick(random, NASTY_STRINGS);
  else if (typeOf(property) === 'object' && property.properties) base[key] = mutateObject(property, random);
  else base[key] = hostile(property, random);
  return base;
}
