import { IdParams } from '../common-schemas.ts';
import { IdempotencyHeaders } from '../complaints/endpoints.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';
import { SosAlert, SosAlertList, SosBody, SosCreated, SosListQuery } from './schemas.ts';

const tags = ['sos'];

export const SOS_ENDPOINTS = {
  sosCreate: {
    tags,
    summary: 'Enviar una alerta SOS (una sola por Idempotency-Key)',
    headers: IdempotencyHeaders,
    body: SosBody,
    response: { 201: SosCreated, ...errorResponses(409, 413, 415, 422) },
  },
  sosList: {
    tags,
    summary: 'Alertas SOS: las abiertas (`abiertas=1`, las más antiguas primero) o las 100 más recientes',
    querystring: SosListQuery,
    response: { 200: SosAlertList, ...errorResponses() },
  },
  sosGet: {
    tags,
    summary: 'Una alerta SOS (la propia, o cualquiera para quien atiende alertas)',
    params: IdParams,
    response: { 200: SosAlert, ...errorResponses(404) },
  },
  sosAtender: {
    tags,
    summary: 'Atender una alerta SOS: avisa a quien la envió, con el nombre de quien atiende',
    params: IdParams,
    response: { 200: SosAlert, ...errorResponses(404, 409) },
  },
} satisfies Record<string, EndpointSchema>;
