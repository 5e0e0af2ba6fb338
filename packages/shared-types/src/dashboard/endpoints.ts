import { Resumen } from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const reportTags = ['reportes'];

/** Principal's numbers. */
export const DASHBOARD_ENDPOINTS = {
  resumen: {
    tags: reportTags,
    summary: 'Números del día y de la semana para la página Principal, según lo que el rol puede ver',
    response: { 200: Resumen, ...errorResponses() },
  },
} satisfies Record<string, EndpointSchema>;
