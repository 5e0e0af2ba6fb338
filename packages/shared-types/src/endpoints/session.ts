import { Type } from '@sinclair/typebox';
import { AppConfigResponse, ChangeOwnPasswordBody, HealthResponse, LoginBody, LoginResponse, MeResponse } from '../schemas/auth.ts';
import { MessageBody } from '../schemas/common.ts';
import { errorResponses, SIGNED_IN, type EndpointSchema } from './define.ts';

const tags = ['sesión'];

export const SESSION_ENDPOINTS = {
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
  login: {
    tags,
    summary: 'Ingresar con cuenta y contraseña',
    body: LoginBody,
    response: { 200: LoginResponse, ...errorResponses(401, 429) },
  },
  me: { tags, summary: 'El usuario de la sesión', response: { 200: MeResponse, ...errorResponses(...SIGNED_IN) } },
  logout: {
    tags,
    summary: 'Cerrar la sesión (revoca el token)',
    response: { 204: Type.Null(), ...errorResponses(...SIGNED_IN) },
  },
  changeOwnPassword: {
    tags,
    summary: 'Cambiar la propia contraseña; cierra las demás sesiones',
    body: ChangeOwnPasswordBody,
    response: { 200: MessageBody, ...errorResponses(...SIGNED_IN, 429) },
  },
} satisfies Record<string, EndpointSchema>;
