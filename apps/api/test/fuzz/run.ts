import type { FastifyInstance } from 'fastify';
import { FormularioFields } from '@reclamos/shared-types/complaints/schemas';
import { multipartBody } from '../support/multipart.ts';
import { hostile, mutateObject, NASTY_STRINGS, plausible, seeded, type JsonSchema, type Random } from './generate.ts';

/** A route as the running app documents it (OpenAPI from the routes' own schemas). */
interface FuzzRoute {
  method: string;
  path: string;
  params: { name: string; in: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every route of the running app with its schemas, read from @fastify/swagger's document. */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        params: (operation.parameters ?? [])
          .filter((p) => p.in !== 'header')
          .map((p) => ({ name: p.name, in: p.in, schema: p.schema ?? {} })),
        body: content['application/json']?.schema ?? null,
        multipart: path.endsWith('/formulario'),
      });
    }
  }
  return routes;
}

export interface Failure {
  route: string;
  caller: string;
  url: string;
  status: number;
  body: string;
  why: string;
}

export interface FuzzReport {
  tried: number;
  routes: number;
  /** Each route fuzzed, as 'METHOD /api/path/{param}'. */
  fuzzed: string[];
  /** The tables whose row counts a refused request must leave as they were. */
  tables: string[];
  failures: Failure[];
  serverErrors: number;
  /** Milliseconds spent per route, to keep the suite within its minute. */
  msPerRoute: Record<string, number>;
}

export interface FuzzOptions {
  perRoute: number;
  seed: number;
  /** Callers by name: a token, or null for an anonymous caller. Re-read before each route. */
  callers: () => Promise<Record<string, string | null>>;
  /** Ids that path parameters may name (a victim user), beside hostile values. */
  ids: number[];
  photo: Buffer;
}

const ENGLISH = /\b(the|is|must|should|invalid|required|not found|bad request|unsupported|exceeding|unexpected|error|body|request)\b/i;

type RawResult = { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: RawResult) => (Array.isArray(result) ? result : (result.rows ?? []));

/**
 * Every table of the database's schema, read from the database itself (sqlite_master, or
 * PostgreSQL's information_schema), knex's migration bookkeeping and SQLite's own tables apart:
 * a table a migration adds is watched the day it exists.
 */
export async function schemaTables(app: FastifyInstance): Promise<string[]> {
  const sql =
    app.db.client.config.client === 'pg'
      ? "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'"
      : "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'";
  const names = rowsOf(await app.db.raw<RawResult>(sql)).map((row) => String(row.name));
  return names.filter((name) => !name.startsWith('knex_migrations')).sort();
}

/** The row counts of these tables in one round trip, as one comparable text. */
function rowSignature(app: FastifyInstance, tables: readonly string[]): () => Promise<string> {
  const sql = `select ${tables.map((table, i) => `(select count(*) from "${table}") as t${i}`).join(', ')}`;
  return async () => {
    const row = rowsOf(await app.db.raw<RawResult>(sql))[0];
    return tables.map((_, i) => Number(row?.[`t${i}`] ?? 0)).join(',');
  };
}

/** encodeURIComponent, which throws on a lone surrogate: that one goes as its raw UTF-8 bytes. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(schema: JsonSchema, random: Random, ids: number[]): string {
  const roll = random();
  // Ids name only the victims given: a fuzzed deactivation or rename must not lock a caller out.
  if (schema.type === 'integer' || schema.type === 'number')
    return roll < 0.5 ? String(ids[Math.floor(random() * ids.length)] ?? 1) : encoded(String(hostile(schema, random))).slice(0, 400);
  if (roll < 0.55) return String(plausible(schema, random));
  return encoded(String(hostile(schema, random))).slice(0, 400);
}

async function send(app: FastifyInstance, route: FuzzRoute, token: string | null, random: Random, options: FuzzOptions) {
  let url = route.path;
  const query: string[] = [];
  for (const param of route.params) {
    const value = pathValue(param.schema, random, options.ids);
    if (param.in === 'path') url = url.replace(`{${param.name}}`, value === '' ? 'x' : value);
    else if (random() < 0.8) query.push(`${encodeURIComponent(param.name)}=${value}`);
  }
  if (random() < 0.15) query.push(`${pick(random, ['extra', '__proto__', 'since'])}=${encoded(pick(random, NASTY_STRINGS))}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (random() < 0.5) headers['idempotency-key'] = random() < 0.8 ? crypto.randomUUID() : pick(random, NASTY_STRINGS).slice(0, 60) || 'x';

  if (route.multipart) {
    const fields = mutateObject(FormularioFields, random);
    const flat: Record<string, string> = {};
    if (fields && typeof fields === 'object' && !Array.isArray(fields))
      for (const [k, v] of Object.entries(fields)) flat[k] = typeof v === 'string' ? v : JSON.stringify(v);
    const roll = random();
    const file =
      roll < 0.6
        ? { name: 'foto.jpg', type: 'image/jpeg', bytes: options.photo }
        : roll < 0.8
          ? { name: 'x.txt', type: 'text/plain', bytes: Buffer.from(pick(random, NASTY_STRINGS)) }
          : undefined;
    const body = await multipartBody(flat, file);
    const payload = random() < 0.1 ? body.payload.subarray(0, Math.floor(body.payload.length * random())) : body.payload;
    return { url, response: await app.inject({ method: route.method as 'POST', url, payload, headers: { ...headers, ...body.headers } }) };
  }
  if (!route.body || route.method === 'GET' || route.method === 'DELETE') {
    return { url, response: await app.inject({ method: route.method as 'GET', url, headers }) };
  }
  const roll = random();
  if (roll < 0.07)
    return {
      url,
      response: await app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: pick(random, ['{', '{"a":', 'null', '"x"', '[]', '\u0000', '{"a":1}'.repeat(100)]),
      }),
    };
  if (roll < 0.1)
    return {
      url,
      response: await app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...headers, 'content-type': pick(random, ['text/plain', 'application/xml', 'multipart/form-data']) },
        payload: 'x=1',
      }),
    };
  return {
    url,
    response: await app.inject({ method: route.method as 'POST', url, headers, payload: mutateObject(route.body, random) as object }),
  };
}

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/**
 * The Spanish message of a refusal: `{message}`, or on Open311's routes the standard's
 * `[{code, description}]` in JSON or XML, whose code must be the answer's status.
 */
function refusalMessage(body: string, status: number): unknown {
  const xml = /^<\?xml[^>]*\?><errors><error><code>(\d+)<\/code><description>([^<]*)<\/description><\/error><\/errors>$/.exec(body);
  if (xml) return Number(xml[1]) === status ? xml[2] : undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown } | { code?: unknown; description?: unknown }[];
    if (!Array.isArray(parsed)) return parsed.message;
    return parsed.length === 1 && parsed[0]?.code === status ? parsed[0].description : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `perRoute` generated requests to every route, cycling through the callers, and checks each
 * answer: never 5xx; every 4xx a Spanish `{message}`; and a refused request writes no row.
 */
export async function fuzzApp(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const random = seeded(options.seed);
  const routes = routesOf(app);
  const tables = await schemaTables(app);
  const signature = rowSignature(app, tables);
  const report: FuzzReport = {
    tried: 0,
    routes: routes.length,
    fuzzed: routes.map((route) => `${route.method} ${route.path}`),
    tables,
    failures: [],
    serverErrors: 0,
    msPerRoute: {},
  };
  let callers = Object.entries(await options.callers());
  // The counts as the last answer left them: one count per request, not one before and one after.
  let before = await signature();
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const started = performance.now();
    for (let i = 0; i < options.perRoute; i++) {
      const [caller, token] = callers[i % callers.length] ?? ['anónimo', null];
      const { url, response } = await send(app, route, token, random, options);
      const after = await signature();
      const counted = before;
      before = after;
      report.tried += 1;
      const fail = (why: string) =>
        report.failures.push({
          route: name,
          caller,
          url: url.slice(0, 200),
          status: response.statusCode,
          body: response.body.slice(0, 300),
          why,
        });
      if (response.statusCode >= 500) {
        report.serverErrors += 1;
        fail('5xx');
        continue;
      }
      if (response.statusCode < 400) continue;
      const message = refusalMessage(response.body, response.statusCode);
      if (typeof message !== 'string' || message.trim() === '' || ENGLISH.test(message)) fail('4xx without a Spanish {message}');
      if (after !== counted) fail('a refused request wrote rows');
    }
    report.msPerRoute[name] = Math.round(performance.now() - started);
    // Routes that can end or change a caller's session: sign everyone in again (new sessions: count again).
    if (/logout|password|cambioEstado|\/user/.test(route.path)) {
      callers = Object.entries(await options.callers());
      before = await signature();
    }
  }
  return report;
}
