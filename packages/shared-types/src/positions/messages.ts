/**
 * The live personnel map and the switch that shares one's position. `server` belongs to the API
 * (socket acknowledgements); the screens' texts are beside it.
 */
export const POSITIONS_MSG = {
  server: {
    invalidReport: 'La posición enviada no es válida.',
    throttled: 'Posición recibida hace menos de 5 segundos; se ignora esta.',
    forbidden: 'No tiene permiso para compartir su ubicación.',
    failed: 'No se pudo guardar la posición. Intente nuevamente.',
  },
  /** Refusals of `recorrido` and `cerca` (API). */
  track: {
    userNotFound: 'No existe ese usuario.',
    invalidDay: 'El día no es una fecha válida (AAAA-MM-DD).',
    windowOrder: 'La hora final debe ser posterior a la inicial.',
    windowTooLong: (hours: number) => `La ventana de tiempo no puede pasar de ${hours} horas.`,
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
  /** The list of people beside the live map. */
  people: {
    title: 'Personas en el mapa',
    empty: 'Nadie comparte su ubicación ahora.',
    centreOn: (nombre: string) => `Centrar el mapa en ${nombre}`,
  },
  /** MapLibre's own control texts (its `locale` option), in Spanish. */
  mapLocale: {
    'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
    'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
    'FullscreenControl.Enter': 'Pantalla completa',
    'FullscreenControl.Exit': 'Salir de pantalla completa',
    'GeolocateControl.FindMyLocation': 'Buscar mi ubicación',
    'GeolocateControl.LocationNotAvailable': 'Ubicación no disponible',
    'LogoControl.Title': 'Logotipo de MapLibre',
    'Map.Title': 'Mapa',
    'Marker.Title': 'Marcador',
    'NavigationControl.ResetBearing': 'Orientar al norte',
    'NavigationControl.ZoomIn': 'Acercar',
    'NavigationControl.ZoomOut': 'Alejar',
    'Popup.Close': 'Cerrar',
    'ScaleControl.Feet': 'pies',
    'ScaleControl.Meters': 'm',
    'ScaleControl.Kilometers': 'km',
    'ScaleControl.Miles': 'mi',
    'ScaleControl.NauticalMiles': 'mn',
    'GlobeControl.Enable': 'Activar globo',
    'GlobeControl.Disable': 'Desactivar globo',
    'TerrainControl.Enable': 'Activar relieve',
    'TerrainControl.Disable': 'Desactivar relieve',
    'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + desplazamiento para acercar el mapa',
    'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + desplazamiento para acercar el mapa',
    'CooperativeGesturesHandler.MobileHelpText': 'Use dos dedos para mover el mapa',
  },
} as const;
