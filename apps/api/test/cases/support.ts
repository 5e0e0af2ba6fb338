import type { FastifyInstance } from 'fastify';
import type { ComplaintDetail } from '@reclamos/shared-types/cases/schemas';
import { bearer } from '../support/session.ts';

/** POST estadoReclamo/{id} as `token`; the raw response. */
export function changeState(app: FastifyInstance, token: string, id: number, body: object) {
  return app.inject({ method: 'POST', url: `/api/estadoReclamo/${id}`, headers: bearer(token), payload: body });
}

/** GET reclamo/{id}, expecting 200. */
export async function detailOf(app: FastifyInstance, token: string, id: number): Promise<ComplaintDetail> {
  const res = await app.inject({ method: 'GET', url: `/api/reclamo/${id}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`reclamo ${id}: ${res.statusCode} ${res.body}`);
  return res.json<ComplaintDetail>();
}

/** Moves a complaint to `estado` (with the motivo/duplicadoDe it needs), expecting 200. */
export async function moveTo(
  app: FastifyInstance,
  token: string,
  id: number,
  estado: string,
  extra: object = {},
): Promise<ComplaintDetail> {
  const res = await changeState(app, token, id, { estado, ...extra });
  if (res.statusCode !== 200) throw new Error(`estadoReclamo ${id} → ${estado}: ${res.statusCode} ${res.body}`);
  return res.json<ComplaintDetail>();
}
