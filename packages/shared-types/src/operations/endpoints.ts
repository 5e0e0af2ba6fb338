import { Type } from '@sinclair/typebox';
import { AppConfigResponse, HealthResponse } from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

/** What the server says about itself: health, metrics and the app's public configuration. */
export const OPERATIONS_ENDPOINTS = {
  health: {
    tags: ['sistema'],
    summary: 'La API y su base de datos responden',
    response: { 200: HealthResponse, ...errorResponses(503) },
  },
  metrics: {
    tags: ['sistema'],
    summary: 'Métricas en formato Prometheus (con METRICS_TOKEN, o solo desde la misma máquina)',
    produces: ['text/plain'],
    response: { 200: Type.Unknown({ description: 'text/plain; version=0.0.4' }), ...errorResponses(403) },
  },
  appConfig: {
    tags: ['sistema'],
    summary: 'Configuración pública de la aplicación (la zona horaria de "hoy")',
    response: { 200: AppConfigResponse },
  },
} satisfies Record<string, EndpointSchema>;
