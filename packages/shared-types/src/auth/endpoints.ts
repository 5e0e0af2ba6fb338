import { Type } from '@sinclair/typebox';
import { ChangeOwnPasswordBody, LoginBody, LoginResponse, MeResponse } from './schemas.ts';
import { MessageBody } from '../common-schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const tags = ['sesión'];

export const AUTH_ENDPOINTS = {
  login: {
    tags,
    summary: 'Ingresar con cuenta y contraseña',
    body: LoginBody,
    response: { 200: LoginResponse, ...errorResponses(401, 429) },
  },
  me: { tags, summary: 'El usuario de la sesión', response: { 200: MeResponse, ...errorResponses() } },
  logout: {
    tags,
    summary: 'Cerrar la sesión (revoca el token)',
    response: { 204: Type.Null(), ...errorResponses() },
  },
  changeOwnPassword: {
    tags,
    summary: 'Cambiar la propia contraseña; cierra las demás sesiones',
    body: ChangeOwnPasswordBody,
    response: { 200: MessageBody, ...errorResponses(429) },
  },
} satisfies Record<string, EndpointSchema>;
