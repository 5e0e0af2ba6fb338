/**
 * Staff-only texts, imported directly rather than through `MSG` (which the public form loads at
 * first paint). Spanish, as every text in the messages modules.
 */

/** The staff report screen /navegador/reporte (spec section 2, Report page). */
export const REPORTS_MSG = {
  title: 'Reporte de reclamos',
  listTitle: 'Listado Reclamos',
  searchForm: 'Buscar reclamos por fecha',
  from: 'Fecha inicial',
  to: 'Fecha final',
  search: 'Buscar',
  filter: 'Filtrar el listado',
  filterPlaceholder: 'Filtrar…',
  export: 'Exportar',
  exportFailed: 'No se pudo generar el archivo Excel.',
  sheetName: 'Reclamos',
  columns: {
    op: 'OP',
    numero: 'N°',
    fecha: 'FECHA',
    cedula: 'CEDULA',
    nombre: 'NOMBRE',
    telefono: 'TELEFONO',
    imagen: 'IMAGEN',
    placa: 'PLACA',
    infraccion: 'INFRACCION',
    direccion: 'DIRECCION',
    descripcion: 'DESCRIPCION',
  },
  print: (id: number) => `Imprimir reclamo N° ${id}`,
  /** Spec section 8: the browser alert when the PDF fails, exactly this text. */
  pdfError: 'error',
  viewImage: (id: number) => `Ver imagen del reclamo N° ${id}`,
  photoTitle: (id: number) => `Foto del reclamo N° ${id}`,
  photoLoading: 'Cargando imagen…',
  loading: 'Cargando reclamos…',
  empty: 'No hay reclamos entre las fechas elegidas.',
  noMatches: 'Ningún reclamo coincide con el filtro.',
  count: (shown: number, total: number) =>
    shown === total ? `${total} reclamo${total === 1 ? '' : 's'}` : `${shown} de ${total} reclamos`,
} as const;
