import { PRINCIPAL_ADMIN_ID, ROLES, type Role } from './roles.ts';

/**
 * The roles table of DESIGN.md, read by the server guard and by the menu alike.
 * 'anonymous' marks a capability that needs no sign-in at all.
 */
export const CAPABILITIES = {
  submitComplaint: { roles: ROLES, anonymous: true },
  viewReports: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  /** Shows the 'Usuarios' menu entry; the screen and its API belong to the principal admin only. */
  seeUsersMenu: { roles: ['ADMINISTRADOR'] },
  manageUsers: { roles: ['ADMINISTRADOR'], principalAdminOnly: true },
  useInspections: { roles: ['ADMINISTRADOR', 'USUARIO', 'INSPECTOR'] },
  /** The public check of a printed control sheet's QR code (`GET verificar/{uuid}`). */
  verifyInspection: { roles: ROLES, anonymous: true },
  viewPositions: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  sharePosition: { roles: ROLES },
  changeOwnPassword: { roles: ROLES },
  signedIn: { roles: ROLES },
} as const satisfies Record<string, CapabilityRule>;

interface CapabilityRule {
  roles: readonly Role[];
  anonymous?: boolean;
  principalAdminOnly?: boolean;
}

export type Capability = keyof typeof CAPABILITIES;

export interface Principal {
  id: number;
  rol: Role;
}

export function can(principal: Principal | null, capability: Capability): boolean {
  const rule: CapabilityRule = CAPABILITIES[capability];
  if (!principal) return rule.anonymous === true;
  if (rule.principalAdminOnly && principal.id !== PRINCIPAL_ADMIN_ID) return false;
  return rule.roles.includes(principal.rol);
}

/** The drawer 'Opciones' of the spec (section 2), each entry shown when its capability allows. */
export const MENU_ENTRIES = [
  { label: 'Principal', path: '/navegador', capability: 'signedIn', exact: true },
  { label: 'Usuarios', path: '/navegador/usuario', capability: 'seeUsersMenu', exact: false },
  { label: 'Reporte', path: '/navegador/reporte', capability: 'viewReports', exact: false },
  { label: 'Inspecion', path: '/navegador/inspeccion', capability: 'useInspections', exact: false },
  { label: 'Posicion Personal', path: '/navegador/posicion', capability: 'viewPositions', exact: false },
] as const satisfies readonly { label: string; path: string; capability: Capability; exact: boolean }[];

export function menuFor(principal: Principal | null) {
  return MENU_ENTRIES.filter((entry) => can(principal, entry.capability));
}
