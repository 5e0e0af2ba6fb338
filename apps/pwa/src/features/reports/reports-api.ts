import { MSG } from '@reclamos/shared-types/messages';
import type { ErrorBody } from '@reclamos/shared-types/schemas/common';
import type { ComplaintList, ReportFechaBody } from '@reclamos/shared-types/schemas/complaints';
import { ApiError, apiRequest, reportSessionRejected } from '../../api/http.ts';
import { readToken } from '../../api/token-storage.ts';

/** POST reportFecha: the complaints of the inclusive Bolivian days ini..fin, newest first. */
export function listComplaints(range: ReportFechaBody, signal?: AbortSignal): Promise<ComplaintList> {
  return apiRequest<ComplaintList>('reportFecha', { method: 'POST', body: range, ...(signal ? { signal } : {}) });
}

/** GET generatePdf/{id}: the complaint as a server-drawn PDF. */
export function fetchComplaintPdf(id: number): Promise<Blob> {
  return fetchBlob(`generatePdf/${id}`);
}

/** GET images/{file}: the photo. It needs the bearer token, so an <img src> cannot load it. */
export function fetchComplaintPhoto(file: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(`images/${encodeURIComponent(file)}`, signal);
}

/** A signed-in GET that answers a file; failures become ApiError as with `apiRequest`. */
async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { headers, ...(signal ? { signal } : {}) });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, MSG.notices.networkError);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && token) reportSessionRejected(error);
    throw error;
  }
  return response.blob();
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (typeof body.message === 'string') return new ApiError(response.status, body.message, body.code);
  } catch {
    // not JSON: fall through to the generic texts
  }
  const message = response.status === 404 ? MSG.http.notFound : MSG.http.internal;
  return new ApiError(response.status, message);
}
