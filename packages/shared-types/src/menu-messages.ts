/**
 * The drawer 'Opciones' of the signed-in layout, one label per screen, as the spec names them
 * (typos included: 'Inspecion', 'Posicion Personal'). Staff-only, so not in the public form's `MSG`.
 */
export const MENU_MSG = {
  principal: 'Principal',
  users: 'Usuarios',
  reports: 'Reporte',
  inspections: 'Inspecion',
  positions: 'Posicion Personal',
  vehicles: 'Vehículos',
  infractions: 'Infracciones',
  lists: 'Listas',
  audit: 'Auditoría',
} as const;
