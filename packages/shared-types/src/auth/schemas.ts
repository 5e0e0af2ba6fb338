import { Type, type Static } from '@sinclair/typebox';
import { Text } from '../common-schemas.ts';
import { PublicUser, Password } from '../users/schemas.ts';

export const LoginBody = Type.Object({
  name: Text({ minLength: 1, maxLength: 50 }),
  password: Text({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  user: PublicUser,
  token: Type.String(),
  /** ISO time when the token stops working, so the PWA can say so before a call fails. */
  expiresAt: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const MeResponse = Type.Object({ user: PublicUser });
export type MeResponse = Static<typeof MeResponse>;

export const ChangeOwnPasswordBody = Type.Object({
  currentPassword: Text({ minLength: 1, maxLength: 200 }),
  newPassword: Password,
});
export type ChangeOwnPasswordBody = Static<typeof ChangeOwnPasswordBody>;
