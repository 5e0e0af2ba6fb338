/**
 * Texts added for issue 16 (documents that keep every character, screens that fit, accessibility).
 * Referenced from MSG as `MSG.ui`.
 */
export const UI_MSG = {
  /** Both PDF documents (complaint PDF, control sheet). */
  documents: {
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    continued: (title: string) => `${title} (continuación)`,
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
  /** The region that holds the notices (Chakra's default name is English 'Notifications'). */
  notices: 'Notificaciones',
  /** Tables shown as cards on phones. */
  tables: {
    hora: 'Hora',
  },
} as const;
