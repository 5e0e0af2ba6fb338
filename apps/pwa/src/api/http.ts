import type { ErrorBody } from '@reclamos/shared-types/common-schemas';
import { API_BASE } from '@reclamos/shared-types/endpoint-routes';
import { ApiError } from '../lib/api-error.ts';
import { readToken } from './token-storage.ts';
import { MSG } from '@reclamos/shared-types/messages';

type Listener = (error: ApiError) => void;
let onSessionRejected: Listener | null = null;

/** Called when the server answers 401 to a call made with the stored token (session ended). */
export function setSessionRejectedHandler(listener: Listener | null): void {
  onSessionRejected = listener;
}

/** For callers that make their own requests with the stored token (the outbox's sender). */
export function reportSessionRejected(error: ApiError): void {
  onSessionRejected?.(error);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (a file upload). */
  body?: unknown;
  /** false for calls whose 401 means "wrong password", not "session over" (login, own password). */
  sessionCall?: boolean;
  /** false sends no token even when signed in (the public form acts for a citizen, not staff). */
  withSession?: boolean;
  signal?: AbortSignal;
  /** The browser cache's mode; 'no-cache' asks the server again even when an answer may be kept (seguimiento). */
  cache?: RequestCache;
}

/** A JSON call; failures become ApiError with the server's Spanish message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (response.status === 204 ? undefined : await readJson(response)) as T;
}

/** A call that answers a file (a PDF, a photo); failures as with `apiRequest`. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, sessionCall = true, withSession = true, signal, cache } = options;
  const headers: Record<string, string> = { Accept: accept };
  const token = withSession ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart Content-Type with the boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
      ...(cache ? { cache } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, MSG.notices.networkError);
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readJson(response));
    if (response.status === 401 && sessionCall && token) onSessionRejected?.(error);
    throw error;
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) return new ApiError(status, payload.message, payload.code);
  if (status === 404) return new ApiError(status, MSG.http.notFound);
  if (status === 429) return new ApiError(status, MSG.http.rateLimited);
  return new ApiError(status, MSG.http.internal);
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  return typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';
}
