import { Type, type Static } from '@sinclair/typebox';
import { ROLES, USER_STATES } from '../roles.ts';
import { RequiredText, Text } from '../common-schemas.ts';

export const RoleSchema = Type.Union(ROLES.map((rol) => Type.Literal(rol)));
export const UserStateSchema = Type.Union(USER_STATES.map((estado) => Type.Literal(estado)));

/** A user as the API hands it out: never a password or its hash. */
export const PublicUser = Type.Object(
  {
    id: Type.Integer(),
    nombre: Type.String(),
    name: Type.String(),
    email: Type.String(),
    rol: RoleSchema,
    estado: UserStateSchema,
  },
  { $id: 'PublicUser' },
);
export type PublicUser = Static<typeof PublicUser>;

export const UserList = Type.Array(PublicUser);
export type UserList = Static<typeof UserList>;

const nombre = RequiredText(120);
/** An account name: no blanks inside, compared without regard to case. */
const name = RequiredText(50, { pattern: '^\\S+$' });
const email = Text({ minLength: 1, maxLength: 254, format: 'email' });
export const PASSWORD_MIN_LENGTH = 8;
/** The upper bound keeps a single hash cheap to compute for any input. */
export const Password = Text({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 });

export const UserCreateBody = Type.Object({ nombre, rol: RoleSchema, email, name, password: Password });
export type UserCreateBody = Static<typeof UserCreateBody>;

/** The spec's edit sends the edited user; rol may come along, the password never changes here. */
export const UserUpdateBody = Type.Object({ nombre, name, email, rol: Type.Optional(RoleSchema) });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** `currentPassword` is required when the principal administrator changes their own. */
export const UpdatePasswordBody = Type.Object({
  password: Password,
  currentPassword: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;
