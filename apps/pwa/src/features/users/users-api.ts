import type { MessageBody } from '@reclamos/shared-types/common-schemas';
import type { PublicUser, UpdatePasswordBody, UserCreateBody, UserList, UserUpdateBody } from '@reclamos/shared-types/users/schemas';
import { call } from '../../api/call.ts';

export function listUsers(signal?: AbortSignal): Promise<UserList> {
  return call('listUsers', {}, signal ? { signal } : {});
}

export function createUser(body: UserCreateBody): Promise<PublicUser> {
  return call('createUser', { body });
}

export function updateUser(id: number, body: UserUpdateBody): Promise<PublicUser> {
  return call('updateUser', { params: { id }, body });
}

export function deleteUser(id: number): Promise<MessageBody> {
  return call('deleteUser', { params: { id } });
}

/** Toggles ACTIVO/INACTIVO on the server (the spec's cambioEstado). */
export function toggleUserStatus(id: number): Promise<PublicUser> {
  return call('cambioEstado', { params: { id } });
}

export function setUserPassword(id: number, body: UpdatePasswordBody): Promise<MessageBody> {
  return call('updatePassword', { params: { id }, body });
}
