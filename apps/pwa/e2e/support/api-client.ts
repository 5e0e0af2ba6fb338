import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import type { PublicUser, UserCreateBody } from '@reclamos/shared-types/users/schemas';
import { inject } from 'vitest';
import { ADMIN_NAME, ADMIN_PASSWORD } from './environment.ts';

/** Direct calls to the real API, to arrange what a test needs without clicking through it. */
export async function apiCall(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${inject('baseURL')}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export async function apiLogin(name: string, password: string): Promise<LoginResponse> {
  const { status, body } = await apiCall('login', { method: 'POST', body: { name, password } });
  if (status !== 200) throw new Error(`login ${name} answered ${status}: ${JSON.stringify(body)}`);
  return body as LoginResponse;
}

export function adminLogin(): Promise<LoginResponse> {
  return apiLogin(ADMIN_NAME, ADMIN_PASSWORD);
}

let counter = 0;
/** An account name no other test (nor a parallel file) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.toLowerCase();
}

export interface TestUser {
  user: PublicUser;
  password: string;
}

/** Creates a user through POST /api/user as the principal admin. */
export async function createTestUser(rol: UserCreateBody['rol'], prefix = rol.toLowerCase()): Promise<TestUser> {
  const admin = await adminLogin();
  const name = uniqueName(prefix.slice(0, 6));
  const password = `clave-${name}`;
  const body: UserCreateBody = { nombre: `Prueba ${rol} ${name}`, name, email: `${name}@example.com`, rol, password };
  const { status, body: created } = await apiCall('user', { method: 'POST', token: admin.token, body });
  if (status !== 201) throw new Error(`POST /api/user answered ${status}: ${JSON.stringify(created)}`);
  return { user: created as PublicUser, password };
}

const boliviaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/La_Paz',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Bolivia (America/La_Paz), as reportFecha takes it. */
export function boliviaToday(): string {
  return boliviaDayFormat.format(new Date());
}

/**
 * The Bolivian day of a stamped time (an answer's `fecha`): the day whose lists hold that row,
 * even when the run has crossed Bolivian midnight since.
 */
export function dayOfFecha(fecha: string): string {
  const at = Date.parse(fecha);
  if (Number.isNaN(at)) throw new Error(`not a time: ${fecha}`);
  return boliviaDayFormat.format(new Date(at));
}

/** The 'YYYY-MM-DD' day `days` after (before, when negative) a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The complaints the server holds for Bolivian yesterday and today (POST /api/reportFecha as the
 * admin): a complaint sent just before midnight is still found when asked for just after it.
 */
export async function complaintsSinceYesterday(): Promise<Complaint[]> {
  const admin = await adminLogin();
  const today = boliviaToday();
  const { status, body } = await apiCall('reportFecha', {
    method: 'POST',
    token: admin.token,
    body: { ini: addDays(today, -1), fin: today },
  });
  if (status !== 200) throw new Error(`POST /api/reportFecha answered ${status}: ${JSON.stringify(body)}`);
  return body as Complaint[];
}

/** Posts a complaint straight to the API (multipart, like the PWA's outbox does). */
export async function postComplaint(fields: Record<string, string>, photo: Buffer, idempotencyKey = crypto.randomUUID()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('imagen', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${inject('baseURL')}/api/formulario`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
