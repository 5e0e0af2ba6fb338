import { IdParams, MessageBody } from '../common-schemas.ts';
import { PublicUser, UpdatePasswordBody, UserCreateBody, UserList, UserUpdateBody } from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const tags = ['usuarios'];

/** User administration: the principal administrator (id 1) only. */
export const USERS_ENDPOINTS = {
  listUsers: { tags, summary: 'Lista de usuarios', response: { 200: UserList, ...errorResponses() } },
  createUser: {
    tags,
    summary: 'Crear usuario',
    body: UserCreateBody,
    response: { 201: PublicUser, ...errorResponses(409) },
  },
  updateUser: {
    tags,
    summary: 'Modificar datos de usuario',
    params: IdParams,
    body: UserUpdateBody,
    response: { 200: PublicUser, ...errorResponses(404, 409) },
  },
  deleteUser: {
    tags,
    summary: 'Eliminar usuario (baja lógica)',
    params: IdParams,
    response: { 200: MessageBody, ...errorResponses(404) },
  },
  cambioEstado: {
    tags,
    summary: 'Alternar estado ACTIVO/INACTIVO',
    params: IdParams,
    response: { 200: PublicUser, ...errorResponses(404) },
  },
  updatePassword: {
    tags,
    summary: 'Cambiar la contraseña de un usuario; cierra sus sesiones',
    params: IdParams,
    body: UpdatePasswordBody,
    response: { 200: MessageBody, ...errorResponses(404, 429) },
  },
} satisfies Record<string, EndpointSchema>;
