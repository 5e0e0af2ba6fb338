import type {
  AssignableStaff,
  ComplaintDetail,
  EstadoReclamoBody,
  EstadoReclamosBody,
  EstadoReclamosResponse,
  ReportFechaFilters,
  ReportList,
} from '@reclamos/shared-types/cases/schemas';
import type { PhotoBox, PhotoBoxes } from '@reclamos/shared-types/complaints/schemas';
import { call, callFile } from '../../../api/call.ts';

/** POST reportFecha: the complaints of the inclusive Bolivian days ini..fin, newest first, with optional filters. */
export function listComplaints(query: ReportFechaFilters, signal?: AbortSignal): Promise<ReportList> {
  return call('reportFecha', { body: query }, signal ? { signal } : {});
}

/** GET generatePdf/{id}: the complaint as a server-drawn PDF. */
export function fetchComplaintPdf(id: number): Promise<Blob> {
  return callFile('generatePdf', { params: { id } });
}

/** GET images/{file}: the photo. It needs the bearer token, so an <img src> cannot load it. */
export function fetchComplaintPhoto(file: string, signal?: AbortSignal): Promise<Blob> {
  return callFile('complaintPhoto', { params: { file } }, signal ? { signal } : {});
}

/** GET reclamo/{id}/foto/recuadros: the black boxes over the photo and whether staff reviewed them. */
export function fetchPhotoBoxes(id: number, signal?: AbortSignal): Promise<PhotoBoxes> {
  return call('fotoRecuadros', { params: { id } }, signal ? { signal } : {});
}

/** PUT reclamo/{id}/foto/recuadros: staff's boxes replace the photo's (it is then reviewed). */
export function savePhotoBoxes(id: number, recuadros: PhotoBox[]): Promise<PhotoBoxes> {
  return call('guardarFotoRecuadros', { params: { id }, body: { recuadros } });
}

/** GET reclamo/{id}: the case with its history, notes and possible duplicates. */
export function fetchCase(id: number, signal?: AbortSignal): Promise<ComplaintDetail> {
  return call('reclamo', { params: { id } }, signal ? { signal } : {});
}

/** POST estadoReclamo/{id}: one change of state (closing needs motivo; DUPLICADO needs duplicadoDe). */
export function changeState(id: number, body: EstadoReclamoBody): Promise<ComplaintDetail> {
  return call('estadoReclamo', { params: { id }, body });
}

/** POST estadoReclamos: several complaints to one state, each on its own. */
export function changeStates(body: EstadoReclamosBody): Promise<EstadoReclamosResponse> {
  return call('estadoReclamos', { body });
}

/** POST asignarReclamo/{id}: `usuarioId` null leaves it unassigned. */
export function assignCase(id: number, usuarioId: number | null): Promise<ComplaintDetail> {
  return call('asignarReclamo', { params: { id }, body: { usuarioId } });
}

/** POST notaReclamo/{id}: an internal note. */
export function addNote(id: number, texto: string): Promise<ComplaintDetail> {
  return call('notaReclamo', { params: { id }, body: { texto } });
}

/** GET asignables: active staff who may be given a complaint. */
export function listAssignable(signal?: AbortSignal): Promise<AssignableStaff> {
  return call('asignables', {}, signal ? { signal } : {});
}
