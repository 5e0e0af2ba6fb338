/**
 * Texts of the live personnel map (spec sections 2, 4, 8). Referenced from MSG as `MSG.positions`.
 * `server` belongs to the API (socket acknowledgements); the screens add their own keys beside it.
 */
export const POSITIONS_MSG = {
  server: {
    invalidReport: 'La posición enviada no es válida.',
    throttled: 'Posición recibida hace menos de 5 segundos; se ignora esta.',
    forbidden: 'No tiene permiso para compartir su ubicación.',
    failed: 'No se pudo guardar la posición. Intente nuevamente.',
  },
} as const;
