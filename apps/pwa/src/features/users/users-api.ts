import type { MessageBody } from '@reclamos/shared-types/schemas/common';
import type {
  PublicUser,
  UpdatePasswordBody,
  UserCreateBody,
  UserList,
  UserUpdateBody,
} from '@reclamos/shared-types/schemas/users';
import { apiRequest } from '../../api/http.ts';

export function listUsers(signal?: AbortSignal): Promise<UserList> {
  return apiRequest<UserList>('user', signal ? { signal } : {});
}

export function createUser(body: UserCreateBody): Promise<PublicUser> {
  return apiRequest<PublicUser>('user', { method: 'POST', body });
}

export function updateUser(id: number, body: UserUpdateBody): Promise<PublicUser> {
  return apiRequest<PublicUser>(`user/${id}`, { method: 'PUT', body });
}

export function deleteUser(id: number): Promise<MessageBody> {
  return apiRequest<MessageBody>(`user/${id}`, { method: 'DELETE' });
}

/** Toggles ACTIVO/INACTIVO on the server (the spec's cambioEstado). */
export function toggleUserStatus(id: number): Promise<PublicUser> {
  return apiRequest<PublicUser>(`cambioEstado/${id}`, { method: 'POST' });
}

export function setUserPassword(id: number, body: UpdatePasswordBody): Promise<MessageBody> {
  return apiRequest<MessageBody>(`updatePassword/${id}`, { method: 'PUT', body });
}
