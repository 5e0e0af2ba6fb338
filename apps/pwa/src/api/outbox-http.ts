import type { EndpointAnswer, EndpointBody } from '@reclamos/shared-types/endpoints';
import { API_BASE, ROUTES } from '@reclamos/shared-types/endpoint-routes';
import { endpointPath } from './call.ts';
import { ApiError } from '../lib/api-error.ts';
import { reportSessionRejected } from './http.ts';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * How one attempt to deliver a queued item ended, before the sync engine judges it. `body` is the
 * endpoint's answer as the contract types it, or undefined when none could be read (the engine
 * acknowledges an item only on an answer that names it).
 */
export type SendResult<Answer = unknown> =
  | { type: 'ok'; status: number; body: Answer | undefined }
  | { type: 'network'; error: string }
  | { type: 'http'; status: number; message: string; code: string | null; retryAfterMs: number | null };

export interface MultipartRequest {
  endpoint: 'formulario';
  fields: Record<string, string>;
  files: Record<string, { blob: Blob; name: string }>;
  idempotencyKey: string;
  /** The session of the item's user; null sends it with no session (a citizen's complaint). */
  token: string | null;
  timeoutMs: number;
}

/**
 * A queued write on the wire: multipart with its Idempotency-Key. Never throws: a network error
 * or a timeout is a result like any answer, so the engine decides what happens to the item.
 */
export async function postMultipart(request: MultipartRequest): Promise<SendResult<EndpointAnswer<'formulario'>>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(request.fields)) body.append(name, value);
  for (const [name, file] of Object.entries(request.files)) body.append(name, file.blob, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': request.idempotencyKey };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  return send(request.endpoint, { headers, body, signal: AbortSignal.timeout(request.timeoutMs) }, request.token);
}

/** The queued JSON writes (inspections, SOS), each with the body its endpoint takes. */
type JsonOutboxEndpoint = 'inspection' | 'actualizar' | 'sosCreate';
/** Every endpoint a device sends from its outbox. */
type QueuedEndpoint = MultipartRequest['endpoint'] | JsonOutboxEndpoint;

export type JsonRequest = { [E in JsonOutboxEndpoint]: { endpoint: E; body: EndpointBody<E> } & JsonRequestOptions }[JsonOutboxEndpoint];

interface JsonRequestOptions {
  /** The create's UUID; a queued edit may send its own item id (the server ignores it). */
  idempotencyKey: string;
  token: string | null;
  timeoutMs: number;
}

/** A queued JSON write (inspections) on the wire; like `postMultipart`, never throws. */
export async function postJson<E extends JsonOutboxEndpoint>(
  request: Extract<JsonRequest, { endpoint: E }>,
): Promise<SendResult<EndpointAnswer<E>>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': request.idempotencyKey,
  };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  return send(
    request.endpoint,
    { headers, body: JSON.stringify(request.body), signal: AbortSignal.timeout(request.timeoutMs) },
    request.token,
  );
}

/** One request to a queued write's endpoint, by its method and path in the contract's table. */
async function send<E extends QueuedEndpoint>(
  endpoint: E,
  init: RequestInit,
  token: string | null,
): Promise<SendResult<EndpointAnswer<E>>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${endpointPath(endpoint)}`, { ...init, method: ROUTES[endpoint].method });
  } catch (error) {
    return { type: 'network', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  const result = await readSendResult(response, token);
  // The server answers a queued write's 2xx with its endpoint's success schema (its replay too).
  return result as SendResult<EndpointAnswer<E>>;
}

async function readSendResult(response: Response, token: string | null): Promise<SendResult> {
  let payload: unknown;
  try {
    const text = await response.text();
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    // The body was cut off (connection lost mid-answer): nothing says it was stored.
    if (!(error instanceof SyntaxError)) return { type: 'network', error: String(error) };
    payload = undefined;
  }
  if (response.ok) return { type: 'ok', status: response.status, body: payload };

  const { message, code } = readError(response.status, payload);
  if (response.status === 401 && token) reportSessionRejected(new ApiError(401, message, code ?? undefined));
  return { type: 'http', status: response.status, message, code, retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')) };
}

function readError(status: number, payload: unknown): { message: string; code: string | null } {
  if (typeof payload === 'object' && payload !== null) {
    const { message, code } = payload as { message?: unknown; code?: unknown };
    if (typeof message === 'string') return { message, code: typeof code === 'string' ? code : null };
  }
  if (status === 429) return { message: MSG.http.rateLimited, code: null };
  if (status === 404) return { message: MSG.http.notFound, code: null };
  return { message: MSG.http.internal, code: null };
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
