/**
 * The inspections slice's Spanish texts, referenced from `MSG.inspections`. `api` holds what the
 * server answers (spec section 8 quotes only 'Faltan datos por completar' for inspections and the
 * generic success notices; the rest are ours). The screen's texts live beside it under their own key.
 */
const INSPECTION_FIELD_LABELS: Record<string, string> = {
  cedula: 'Cédula',
  nombre: 'Nombre',
  categoria: 'Categoría',
  seguro: 'Seguro',
  placa: 'Placa',
  tipo: 'Tipo',
  marca: 'Marca',
  modelo: 'Modelo',
  linea: 'Línea',
  ventanas: 'Ventanas',
  puertas: 'Puertas',
  ventilacion: 'Ventilación',
  luz: 'Luz',
  higiene: 'Higiene',
  triangulo: 'Triángulo',
  calificacion: 'Calificación',
  observacion: 'Observación',
  radicatoria: 'Radicatoria',
  fecha: 'Fecha',
  lat: 'Latitud',
  lng: 'Longitud',
  id: 'Identificador',
  uuid: 'Código',
};

export const MSG_INSPECTIONS = {
  api: {
    /** Spec section 5 and 8: a checklist item or the calificacion is missing. */
    missingData: 'Faltan datos por completar',
    created: 'Creado correctamente',
    updated: 'Modificado correctamente',
    cedulaRequired: 'Ingrese la cédula del propietario.',
    placaRequired: 'Ingrese la placa del vehículo.',
    invalidField: (field: string) => `El dato "${INSPECTION_FIELD_LABELS[field] ?? field}" de la inspección no es válido.`,
    invalidDate: 'La fecha no es válida. Use el formato AAAA-MM-DD.',
    invalidCedula: 'La cédula no es válida. Use el formato 99999-XX.',
    invalidPlaca: 'La placa no es válida. Use solo letras, números y guiones.',
    invalidUuid: 'El código de la inspección no es válido.',
    invalidSince: 'El parámetro since debe ser un número entero de milisegundos.',
    idOrUuidRequired: 'Indique la inspección a modificar (id o uuid).',
    notFound: 'La inspección no existe.',
    notOwnInspection: 'Solo el inspector que registró la inspección puede modificarla.',
    invalidIdempotencyKey: 'El encabezado Idempotency-Key debe ser un UUID.',
    idempotencyMismatch: 'Esta inspección ya fue registrada con otros datos.',
    idempotencyInFlight: 'La inspección se está registrando. Intente nuevamente en unos segundos.',
    /** GET verificar/{uuid} of an unknown uuid (404). */
    notRegistered: 'No hay ninguna inspección registrada con este código.',
  },
} as const;
