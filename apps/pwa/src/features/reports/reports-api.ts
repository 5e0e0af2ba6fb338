import type { ComplaintList, ReportFechaBody } from '@reclamos/shared-types/schemas/complaints';
import { call, callFile } from '../../api/call.ts';

/** POST reportFecha: the complaints of the inclusive Bolivian days ini..fin, newest first. */
export function listComplaints(range: ReportFechaBody, signal?: AbortSignal): Promise<ComplaintList> {
  return call('reportFecha', { body: range }, signal ? { signal } : {});
}

/** GET generatePdf/{id}: the complaint as a server-drawn PDF. */
export function fetchComplaintPdf(id: number): Promise<Blob> {
  return callFile('generatePdf', { params: { id } });
}

/** GET images/{file}: the photo. It needs the bearer token, so an <img src> cannot load it. */
export function fetchComplaintPhoto(file: string, signal?: AbortSignal): Promise<Blob> {
  return callFile('complaintPhoto', { params: { file } }, signal ? { signal } : {});
}
