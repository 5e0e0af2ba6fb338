/**
 * Texts of the live personnel map (spec sections 2, 4, 8). Imported directly as `POSITIONS_MSG` (staff-only texts stay out of `MSG`, which the public form loads).
 * `server` belongs to the API (socket acknowledgements); the screens add their own keys beside it.
 */
export const POSITIONS_MSG = {
  server: {
    invalidReport: 'La posición enviada no es válida.',
    throttled: 'Posición recibida hace menos de 5 segundos; se ignora esta.',
    forbidden: 'No tiene permiso para compartir su ubicación.',
    failed: 'No se pudo guardar la posición. Intente nuevamente.',
  },
  /** The map screen /navegador/posicion (PWA). */
  map: {
    title: 'Posicion Personal',
    refresh: 'Actualizar',
    layers: 'Capa del mapa',
    street: 'Calles',
    satellite: 'Satélite',
    seenAgo: (minutes: number) => (minutes < 1 ? 'visto hace menos de 1 min' : `visto hace ${minutes} min`),
    quiet: 'sin señal reciente',
    count: (count: number) => (count === 1 ? '1 persona en el mapa' : `${count} personas en el mapa`),
    loadingMap: 'Cargando el mapa…',
    configFailed: 'No se pudo cargar el mapa. Revise la conexión y vuelva a abrir esta pantalla.',
    mapRegion: 'Mapa de posiciones del personal',
  },
  /** The switch of the signed-in layout (PWA). */
  sharing: {
    label: 'Compartir mi ubicación',
    on: 'Compartiendo',
    off: 'No compartida',
    starting: 'Buscando su ubicación…',
    waitingNetwork: 'Sin conexión: se enviará la última posición al volver la señal',
    screenAwake: 'La pantalla se mantiene encendida mientras comparte.',
    keepOpen: 'Mantenga la aplicación abierta y la pantalla encendida: solo se comparte mientras está abierta.',
    denied: 'Permiso de ubicación denegado. Actívelo en el navegador para compartir.',
    unavailable: 'No se pudo obtener su ubicación.',
    unsupported: 'Este navegador no permite obtener la ubicación.',
    sessionEnded: 'La sesión terminó; se dejó de compartir la ubicación.',
  },
} as const;
