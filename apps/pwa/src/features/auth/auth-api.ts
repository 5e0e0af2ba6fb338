import type { ChangeOwnPasswordBody, LoginBody, LoginResponse, MeResponse } from '@reclamos/shared-types/auth/schemas';
import type { MessageBody } from '@reclamos/shared-types/common-schemas';
import { call } from '../../api/call.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return call('login', { body }, { sessionCall: false });
}

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return call('me', {}, signal ? { signal } : {});
}

export function logout(): Promise<void> {
  return call('logout', {}, { sessionCall: false });
}

export function changeOwnPassword(body: ChangeOwnPasswordBody): Promise<MessageBody> {
  // A 401 here means "wrong current password", not "session over".
  return call('changeOwnPassword', { body }, { sessionCall: false });
}
