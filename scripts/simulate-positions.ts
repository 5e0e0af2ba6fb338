import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import {
  POSITIONS_SOCKET_PATH,
  type PositionsClientToServer,
  type PositionsServerToClient,
} from '@reclamos/shared-types/positions/schemas';
import { DEMO_FIELD_PASSWORD, demoFieldAccount } from './demo/field-users.ts';
import { StreetWalker } from './positions/street-walker.ts';

/**
 * `npm run simulate-positions -- [--devices 5] [--interval 10] [--duration 0] [--url http://localhost:3000]`
 *
 * Signs in N demo field users (campo01, campo02… created by `npm run demo`, or created here
 * through the admin API when ADMIN_PASSWORD is set) and moves them along the streets around
 * Oruro's centre, each reporting its position over the socket every `interval` seconds. Runs
 * until Ctrl-C (or `--duration` seconds), then signs every device out, which removes its marker.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIM_API_URL ?? `http://localhost:${process.env.PORT ?? '3000'}` },
    devices: { type: 'string', default: '5' },
    interval: { type: 'string', default: '10' },
    duration: { type: 'string', default: '0' },
    password: { type: 'string', default: process.env.DEMO_FIELD_PASSWORD ?? DEMO_FIELD_PASSWORD },
  },
});

const baseUrl = values.url.replace(/\/$/, '');
const devices = Number(values.devices);
const intervalSeconds = Number(values.interval);
const durationSeconds = Number(values.duration);
if (!Number.isInteger(devices) || devices < 1 || devices > 500) throw new Error('--devices must be 1 to 500');
if (!(intervalSeconds >= 5)) throw new Error('--interval must be at least 5 seconds (the server takes one report per user every 5 s)');

type Client = Socket<PositionsServerToClient, PositionsClientToServer>;

interface Device {
  account: string;
  token: string;
  socket: Client;
  timer?: NodeJS.Timeout;
}

/** Set once the simulator signs its devices out: the server then ends their sessions, as asked. */
let stopping = false;

/** fetch's bare "fetch failed" says nothing to a newcomer: name the address and the likely cause. */
function unreachable(error: unknown): Error {
  const detail = (error as { cause?: { code?: string; message?: string } }).cause;
  const cause = detail?.code ?? detail?.message ?? (error instanceof Error ? error.message : String(error));
  return new Error(
    `No se pudo conectar con el servidor en ${baseUrl} (${cause}). ¿Está en marcha? Inicie "npm start" en otra terminal, o indique otra dirección con --url.\n` +
      `Could not reach the server at ${baseUrl} (${cause}). Is it running? Start "npm start" in another terminal, or pass --url.`,
  );
}

async function post<T>(path: string, body: object | null, token?: string): Promise<{ status: number; body: T | undefined }> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch((error: unknown) => {
    throw unreachable(error);
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as T) : undefined };
}

let adminToken: string | null | undefined;
async function createWithAdmin(index: number): Promise<boolean> {
  if (adminToken === undefined) {
    const password = process.env.ADMIN_PASSWORD;
    const login = password ? await post<LoginResponse>('login', { name: process.env.ADMIN_NAME ?? 'admin', password }) : null;
    adminToken = login?.status === 200 ? (login.body?.token ?? null) : null;
  }
  if (!adminToken) return false;
  const account = demoFieldAccount(index);
  const created = await post(
    'user',
    { nombre: account.nombre, name: account.name, email: `${account.name}@demo.invalid`, rol: account.rol, password: values.password },
    adminToken,
  );
  return created.status === 201;
}

async function signIn(index: number): Promise<string> {
  const { name } = demoFieldAccount(index);
  let login = await post<LoginResponse & { message?: string }>('login', { name, password: values.password });
  if (login.status === 401 && (await createWithAdmin(index))) login = await post('login', { name, password: values.password });
  if (login.status !== 200 || !login.body) {
    throw new Error(
      `could not sign in ${name} (${login.status} ${login.body?.message ?? ''}). Run "npm run demo" first, or set ADMIN_PASSWORD so the simulator creates the demo field users.`,
    );
  }
  return login.body.token;
}

function start(index: number, token: string): Device {
  const account = demoFieldAccount(index).name;
  const walker = new StreetWalker({ speed: demoFieldAccount(index).rol === 'CHOFER' ? 8 : 1.4 });
  const socket: Client = io(baseUrl, { path: POSITIONS_SOCKET_PATH, transports: ['websocket'], auth: { token } });
  const device: Device = { account, token, socket };
  const send = () => {
    socket.emit('posicion', walker.step(intervalSeconds), (ack) => {
      if (!ack.ok && ack.reason !== 'throttled') console.warn(`${account}: ${ack.message}`);
    });
  };
  socket.on('connect', () => {
    clearInterval(device.timer);
    send();
    device.timer = setInterval(send, intervalSeconds * 1000);
  });
  socket.on('connect_error', (error) => console.warn(`${account}: ${error.message}`));
  socket.on('sesionTerminada', () => {
    if (!stopping) console.warn(`${account}: sesión terminada por el servidor`);
  });
  return device;
}

async function main(): Promise<void> {
  console.log(`Simulando ${devices} dispositivos contra ${baseUrl}, una posición cada ${intervalSeconds} s. Ctrl-C para terminar.`);
  const running: Device[] = [];
  for (let i = 1; i <= devices; i++) {
    running.push(start(i, await signIn(i)));
    // Spread the devices over the interval instead of reporting all at once.
    await new Promise((resolve) => setTimeout(resolve, (intervalSeconds * 1000) / devices));
  }
  console.log(`Compartiendo: ${running.map((d) => d.account).join(', ')}`);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const device of running) clearInterval(device.timer);
    // Signing out removes each marker from every map (lat = lng = 0).
    await Promise.all(running.map((device) => post('logout', null, device.token).catch(() => undefined)));
    for (const device of running) device.socket.close();
    console.log('\nDispositivos desconectados.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (durationSeconds > 0) setTimeout(() => void stop(), durationSeconds * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
