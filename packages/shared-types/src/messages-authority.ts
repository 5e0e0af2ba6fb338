import { IMPORT_COLUMNS, IMPORT_LIMITS, MERGE_MAX_VALUES } from './authority-values.ts';

/**
 * Texts of the authority's own data (issue 14): infractions, the vehicle registry and its import,
 * list merges, one plate's history, the audit trail. Imported directly as `AUTHORITY_MSG` (staff-only texts stay out of `MSG`, which the public form loads).
 * `api` belongs to the server's answers; the screens add their own keys beside it.
 */
export const AUTHORITY_MSG = {
  api: {
    delitoNotFound: 'La infracción no existe.',
    delitoDuplicate: 'Ya existe una infracción con ese detalle.',
    delitoCreated: 'Infracción agregada',
    todosForbidden: 'Solo un administrador puede ver las infracciones retiradas.',
    vehiculoNotFound: 'El vehículo no está en el registro.',
    vehiculoExists: 'La placa ya está en el registro.',
    invalidPlaca: 'La placa solo puede tener letras, números y guiones.',
    invalidVehiculoField: (field: string) => `El dato "${field}" del vehículo no es válido.`,
    vehiculoFieldTooLong: (field: string, max: number) => `El dato "${field}" no puede tener más de ${max} caracteres.`,
    importFileRequired: 'Adjunte el archivo a importar (XLSX o CSV) en la parte "archivo".',
    importNotMultipart: 'El archivo debe enviarse como formulario (multipart/form-data).',
    importTooLarge: `El archivo supera el tamaño máximo de ${IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
    importTooManyRows: `El archivo tiene más de ${IMPORT_LIMITS.rows.toLocaleString('es-BO')} filas de datos.`,
    importUnsupported: 'El archivo no es una planilla XLSX ni un archivo CSV.',
    importDamaged: 'La planilla XLSX está dañada o no se puede leer.',
    importZipBomb: 'La planilla XLSX descomprimida es demasiado grande.',
    importEmpty: 'El archivo no tiene filas de datos.',
    importNoPlacaColumn: `Falta la columna "placa". Columnas admitidas: ${IMPORT_COLUMNS.join(', ')}.`,
    importUnknownColumns: (columns: string[]) =>
      `Columnas desconocidas: ${columns.join(', ')}. Columnas admitidas: ${IMPORT_COLUMNS.join(', ')}.`,
    /** How a header cell that is a formula, not a name, is named in importUnknownColumns. */
    importFormulaHeader: '(fórmula)',
    importDuplicateColumn: (column: string) => `La columna "${column}" aparece más de una vez.`,
    rowPlacaMissing: 'Falta la placa.',
    rowPlacaInvalid: 'La placa solo puede tener letras, números y guiones (hasta 10).',
    rowRepeated: (fila: number) => `La placa ya aparece en la fila ${fila}.`,
    rowFormula: (column: string) => `La celda "${column}" empieza con =, +, - o @ (parece una fórmula); corríjala en el archivo.`,
    rowTooLong: (column: string, max: number) => `La celda "${column}" tiene más de ${max} caracteres.`,
    rowControl: (column: string) => `La celda "${column}" tiene caracteres no permitidos.`,
    importDone: (crear: number, actualizar: number) => `Importación aplicada: ${crear} nuevos, ${actualizar} actualizados.`,
    mergeEmpty: 'Elija al menos un valor distinto del destino para fusionar.',
    mergeTooMany: `No se pueden fusionar más de ${MERGE_MAX_VALUES} valores a la vez.`,
    mergeUnknown: (values: string[]) => `Estos valores no están en la lista: ${values.join(', ')}.`,
    mergeDone: (count: number, hacia: string) =>
      `${count} valor${count === 1 ? '' : 'es'} fusionado${count === 1 ? '' : 's'} en "${hacia}".`,
    auditRangeReversed: 'La fecha inicial no puede ser posterior a la fecha final.',
  },
  /** Names of the audit trail's words, for the screen's filters and its export. */
  auditActions: {
    crear: 'Crear',
    modificar: 'Modificar',
    cambiar_estado: 'Cambiar estado',
    cambiar_contrasena: 'Cambiar contraseña',
    eliminar: 'Eliminar',
    importar: 'Importar',
    fusionar: 'Fusionar',
    asignar: 'Asignar',
    anotar: 'Nota interna',
  } as Record<string, string>,
  auditObjects: {
    usuario: 'Usuario',
    delito: 'Infracción',
    vehiculo: 'Vehículo',
    lista_tipo: 'Lista de tipos',
    lista_marca: 'Lista de marcas',
    lista_modelo: 'Lista de modelos',
    lista_linea: 'Lista de líneas',
    inspeccion: 'Inspección',
    reclamo: 'Reclamo',
  } as Record<string, string>,
} as const;
