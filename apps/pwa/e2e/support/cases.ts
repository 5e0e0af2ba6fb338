import type { Page } from 'playwright-core';
import type { DelitoList, FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import type { ComplaintDetail, EstadoReclamoBody } from '@reclamos/shared-types/cases/schemas';
import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import { adminLogin, apiCall, postComplaint } from './api-client.ts';

/** The complaint workflow's arrangements through the real API: complaints with a code, states set by staff. */

let delitos: DelitoList | null = null;
export async function delitoList(): Promise<DelitoList> {
  delitos ??= (await apiCall('delito')).body as DelitoList;
  return delitos;
}

/** A citizen's complaint straight to POST formulario; its answer carries the receipt code. */
export async function seedComplaint(fields: Record<string, string>, photo: Buffer): Promise<FormularioResponse> {
  const list = await delitoList();
  const { status, body } = await postComplaint({ delito_id: String(list[0]!.id), ...fields }, photo);
  if (status !== 201) throw new Error(`POST /api/formulario answered ${status}: ${JSON.stringify(body)}`);
  return body as FormularioResponse;
}

/** POST estadoReclamo/{id} as the principal admin. */
export async function setState(id: number, body: EstadoReclamoBody): Promise<ComplaintDetail> {
  const admin = await adminLogin();
  const { status, body: answer } = await apiCall(`estadoReclamo/${id}`, { method: 'POST', token: admin.token, body });
  if (status !== 200) throw new Error(`POST /api/estadoReclamo/${id} answered ${status}: ${JSON.stringify(answer)}`);
  return answer as ComplaintDetail;
}

/** GET reclamo/{id} as the principal admin. */
export async function caseOf(id: number): Promise<ComplaintDetail> {
  const admin = await adminLogin();
  const { status, body } = await apiCall(`reclamo/${id}`, { token: admin.token });
  if (status !== 200) throw new Error(`GET /api/reclamo/${id} answered ${status}: ${JSON.stringify(body)}`);
  return body as ComplaintDetail;
}

export async function resumenAs(token: string): Promise<Resumen> {
  const { status, body } = await apiCall('resumen', { token });
  if (status !== 200) throw new Error(`GET /api/resumen answered ${status}: ${JSON.stringify(body)}`);
  return body as Resumen;
}

/** The text of the whole page, for checks that nothing personal shows. */
export function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

export const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;
