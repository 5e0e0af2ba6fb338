/**
 * The rules of an inspection both sides apply: the server refuses what they forbid
 * (apps/api/src/inspections/), the inspections screen offers only what they allow
 * (apps/pwa/src/features/inspections/). Plain functions, no I/O.
 */

/**
 * Only the inspector who registered an inspection corrects it, whatever their role: an official
 * record is its author's (anyone who uses inspections may print it).
 */
export function mayEditInspection(user: { id: number } | null, inspection: { inspectorId: number }): boolean {
  return user !== null && user.id === inspection.inspectorId;
}
