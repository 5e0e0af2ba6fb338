import type {
  ChangeOwnPasswordBody,
  LoginBody,
  LoginResponse,
  MeResponse,
} from '@reclamos/shared-types/schemas/auth';
import type { MessageBody } from '@reclamos/shared-types/schemas/common';
import { apiRequest } from '../../api/http.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('login', { method: 'POST', body, sessionCall: false });
}

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>('me', signal ? { signal } : {});
}

export function logout(): Promise<void> {
  return apiRequest<void>('logout', { method: 'POST', sessionCall: false });
}

export function changeOwnPassword(body: ChangeOwnPasswordBody): Promise<MessageBody> {
  // A 401 here means "wrong current password", not "session over".
  return apiRequest<MessageBody>('me/password', { method: 'PUT', body, sessionCall: false });
}
