/** The four role literals of the specification, in the order the user form offers them. */
export const ROLES = ['ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATES = ['ACTIVO', 'INACTIVO'] as const;
export type UserState = (typeof USER_STATES)[number];

/** The spec gives user administration to the user with this id, not to a role. */
export const PRINCIPAL_ADMIN_ID = 1;
