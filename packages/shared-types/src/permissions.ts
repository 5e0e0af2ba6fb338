import { PRINCIPAL_ADMIN_ID, ROLES, type Role } from './roles.ts';

/**
 * The roles table (which role holds each capability), read by the server guard and by the screens alike.
 * 'anonymous' marks a capability that needs no sign-in at all.
 */
export const CAPABILITIES = {
  submitComplaint: { roles: ROLES, anonymous: true },
  viewReports: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  /** Reopening a closed complaint; every other state change is viewReports. */
  reopenComplaint: { roles: ['ADMINISTRADOR'] },
  /** Shows the 'Usuarios' menu entry; the screen and its API belong to the principal admin only. */
  seeUsersMenu: { roles: ['ADMINISTRADOR'] },
  manageUsers: { roles: ['ADMINISTRADOR'], principalAdminOnly: true },
  useInspections: { roles: ['ADMINISTRADOR', 'USUARIO', 'INSPECTOR'] },
  /** The public check of a printed control sheet's QR code (`GET verificar/{uuid}`). */
  verifyInspection: { roles: ROLES, anonymous: true },
  viewPositions: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  sharePosition: { roles: ROLES },
  /** Holding the SOS button: the field staff, who work alone on the street. */
  sendSos: { roles: ['INSPECTOR', 'CHOFER'] },
  /**
   * Receiving SOS alerts and attending them. The alerts travel to the live map's viewers on the
   * socket, so these roles must stay those of viewPositions (checked by permissions.test.ts).
   */
  attendSos: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  /** A person's day track and "who was near": personal data of the staff, each look audited. */
  viewTracks: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  changeOwnPassword: { roles: ROLES },
  signedIn: { roles: ROLES },
  // The authority's own data
  /** The infraction catalogue (add, rename, retire; `GET delito?todos=1`) and list merges. */
  manageCatalogues: { roles: ['ADMINISTRADOR'] },
  /** The vehicle registry: list, add, correct, import. */
  manageVehicles: { roles: ['ADMINISTRADOR', 'USUARIO'] },
  /** One plate's page: registry row, complaints, inspections. */
  viewPlateHistory: { roles: ['ADMINISTRADOR', 'USUARIO', 'INSPECTOR'] },
  /** The photo-integrity check's last result: which complaints' photos no longer match their seal. */
  checkEvidence: { roles: ['ADMINISTRADOR'] },
  /** A complaint's photo as it arrived, faces and all (every look audited); everyone else sees the redacted copy. */
  viewOriginalPhoto: { roles: ['ADMINISTRADOR'] },
  /** The append-only audit trail: the principal administrator only. */
  readAudit: { roles: ['ADMINISTRADOR'], principalAdminOnly: true },
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
