import { randomUUID } from 'node:crypto';
import { ADMIN_NAME, type RunningApi } from '../../support/api-process.ts';

/** The answer's JSON, or an error naming the call and what the server said. */
export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The administrator's session token on a server started by `startApi` with `password`. */
export async function signInAdmin(api: RunningApi, password: string): Promise<string> {
  const response = await fetch(`${api.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: ADMIN_NAME, password }),
  });
  return (await json<{ token: string }>(response)).token;
}

/** A citizen's complaint with `photo`, through the public form as a phone sends it. */
export async function fileComplaint(api: RunningApi, photo: Buffer, descripcion = 'Bench'): Promise<{ id: number; codigo: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ placa: '1234ABC', delito_id: '1', descripcion, nombre: 'Bench' })) form.append(key, value);
  form.append('imagen', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${api.baseURL}/api/formulario`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: form,
  });
  return json<{ id: number; codigo: string }>(response);
}
