import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SeededApi } from './api-server.ts';
import { cpuProfileArgs, startServer, type ServerHandle } from './child-process.ts';
import { measure, type LoadSettings, type LoadSpec } from './measure.ts';
import { ratioPercent, type Bench, type Row } from './report.ts';

const USERS = 1000;
const TARGET_ENDPOINT = 'GET me';
const TARGET_PERCENT = 50;
/** GET me against the floor in alternating rounds (floor, API, floor, API…), each round judged. */
const TARGET_ROUNDS = 3;

async function expectJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One request of each kind, checked, before any load: a bench of 401s would measure nothing. */
async function checkApi(api: ServerHandle<SeededApi>): Promise<void> {
  const { accounts, tokens, password, userCount } = api.data;
  const login = (await expectJson(
    await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: accounts[1], password }),
    }),
    'POST login',
  )) as { token?: unknown };
  if (typeof login.token !== 'string') throw new Error('POST login answered no token');
  const me = (await expectJson(await fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${tokens[1]}` } }), 'GET me')) as {
    user?: { name?: unknown };
  };
  if (me.user?.name !== accounts[1]) throw new Error(`GET me answered ${JSON.stringify(me)}`);
  const list = await expectJson(await fetch(`${api.url}/api/user`, { headers: { authorization: `Bearer ${tokens[0]}` } }), 'GET user');
  if (!Array.isArray(list) || list.length !== userCount)
    throw new Error(`GET user listed ${Array.isArray(list) ? list.length : '?'} users`);
  if (userCount !== USERS) throw new Error(`seeded ${userCount} users, expected ${USERS}`);
}

interface Endpoint {
  label: string;
  spec: LoadSpec;
  /** The floor's request: GET / with the same headers, so the load generator does the same work. */
  floor: LoadSpec;
}

function endpoints(data: SeededApi): Endpoint[] {
  const logins = data.accounts.map((name) => ({ body: JSON.stringify({ name, password: data.password }) }));
  const sessions = data.tokens.slice(1).map((token) => ({ headers: { authorization: `Bearer ${token}` } }));
  const admin = { authorization: `Bearer ${data.tokens[0]}` };
  return [
    {
      label: 'POST login',
      spec: { method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, variants: logins },
      floor: { path: '/' },
    },
    { label: 'GET me', spec: { path: '/api/me', variants: sessions }, floor: { path: '/', variants: sessions } },
    { label: 'GET user', spec: { path: '/api/user', headers: admin }, floor: { path: '/', headers: admin } },
  ];
}

async function runAuth(settings: LoadSettings) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-'));
  const servers: ServerHandle<unknown>[] = [];
  try {
    const floor = await startServer<null>('floor-server.ts', {});
    servers.push(floor);
    console.log(`seeding ${USERS} users and their sessions…`);
    const api = await startServer<SeededApi>('api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_USERS: String(USERS) }, cpuProfileArgs());
    servers.push(api);
    await checkApi(api);

    const rows: Row[] = [];
    for (const endpoint of endpoints(api.data)) {
      console.log(`${endpoint.label}: floor…`);
      const floorResult = await measure(`floor before ${endpoint.label}`, floor.url, endpoint.floor, settings);
      console.log(`${endpoint.label}: API…`);
      const apiResult = await measure(endpoint.label, api.url, endpoint.spec, settings);
      rows.push({ endpoint: endpoint.label, api: apiResult, floor: floorResult });
    }

    const target = rows.find((row) => row.endpoint === TARGET_ENDPOINT);
    if (!target) throw new Error(`no ${TARGET_ENDPOINT} row`);
    const rounds = [target];
    const me = endpoints(api.data).find((endpoint) => endpoint.label === TARGET_ENDPOINT);
    for (let round = 2; me && round <= TARGET_ROUNDS; round++) {
      console.log(`${TARGET_ENDPOINT} round ${round} of ${TARGET_ROUNDS}: floor, then API…`);
      const floorResult = await measure(`floor, round ${round}`, floor.url, me.floor, settings);
      const apiResult = await measure(`${TARGET_ENDPOINT}, round ${round}`, api.url, me.spec, settings);
      rounds.push({ endpoint: TARGET_ENDPOINT, api: apiResult, floor: floorResult });
    }
    const ratios = rounds.map(ratioPercent);
    const met = ratios.every((ratio) => ratio >= TARGET_PERCENT);
    // Each round's two rates, so a reader sees whether the API or the floor moved between rounds.
    const perRound = rounds
      .map(
        (row, i) =>
          `round ${i + 1}: ${Math.round(row.api.requestsPerSecond).toLocaleString('en-US')} / ${Math.round(row.floor.requestsPerSecond).toLocaleString('en-US')}`,
      )
      .join('; ');
    return {
      rows,
      verdicts: [
        `${met ? 'TARGET MET' : 'TARGET MISSED'}: ${TARGET_ENDPOINT} at ${ratios.map((ratio) => `${ratio.toFixed(1)} %`).join(', ')} of the floor's req/s ` +
          `in ${ratios.length} alternating rounds (target ≥ ${TARGET_PERCENT} % in each).`,
      ],
      notes: [
        `${TARGET_ENDPOINT} and the floor in req/s, by round (the first is the table's row, the others follow GET user): ${perRound}.`,
        `\`POST login\` is bound by scrypt at PASSWORD_HASH_COST ${api.data.passwordHashCost} (N = 2^${api.data.passwordHashCost}, r = 8, 128 MiB per check) ` +
          'on the libuv thread pool: its low rate is the cost of the password hash by design, not a defect.',
      ],
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const authBench: Bench = {
  name: 'auth',
  heading: '## Auth',
  setup:
    `\`POST login\` (correct passwords, rotating over the ${USERS.toLocaleString('en-US')} accounts), \`GET me\` (a session token per account, rotating) ` +
    `and \`GET user\` (the administrator listing all ${USERS.toLocaleString('en-US')} users) against the real API (\`buildApp\` with \`npm start\`'s options: the production logger at info, its lines to a file; SQLite in a temporary ` +
    'directory, production PASSWORD_HASH_COST), each beside the floor (a bare Fastify hello-world, `GET /`) measured right before it. ' +
    'The API and the floor each run in their own child process, autocannon in the parent.',
  run: runAuth,
};
