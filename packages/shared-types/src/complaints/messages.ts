/**
 * The citizen's complaint: the public form and its panel of this phone's complaints, and what the
 * server answers about a complaint it receives. Loaded with the public form's first paint.
 */

/** A complaint's fields as the server names them in its messages. */
export const COMPLAINT_FIELD_LABELS: Record<string, string> = {
  cedula: 'Cédula de identidad',
  nombre: 'Nombre',
  telefono: 'Teléfono',
  placa: 'Placa',
  direccion: 'Dirección',
  descripcion: 'Descripción',
  fecha: 'Fecha',
  lat: 'Latitud',
  lng: 'Longitud',
};

export const COMPLAINTS_MSG = {
  /** The public complaint form /reclamo (the spec's quoted texts are in `complaints`). */
  form: {
    title: 'Reportar una infracción',
    intro: 'Complete los datos y adjunte una foto. Sin señal, su reclamo se guarda en este teléfono y se envía solo después.',
    sections: { person: 'Sus datos', vehicle: 'Vehículo e infracción', facts: 'Qué pasó', photo: 'Foto' },
    fields: {
      cedula: 'Cédula de identidad',
      nombre: 'Nombre',
      telefono: 'Teléfono',
      placa: 'Placa del vehículo',
      delito: 'Infracción',
      direccion: 'Dirección o lugar',
      descripcion: 'Descripción',
    },
    selectDelito: 'Seleccione la infracción',
    delitosUnavailable: 'No se pudo cargar la lista de infracciones. Conéctese a internet una vez para descargarla.',
    vehicleFound: 'Vehículo registrado',
    vehicleTipo: 'Tipo',
    vehicleLinea: 'Línea',
    vehicleNumero: 'Número',
    uploadImage: 'Cargar Imagen',
    /** Shown before the photo is taken: faces of bystanders are blacked out later, better none at all. */
    photoHint: 'Encuadre el vehículo y su placa; evite rostros de personas.',
    takePhoto: 'Tomar foto',
    compressing: 'Preparando la imagen…',
    imageReady: (size: string) => `Imagen lista (${size})`,
    imageFailed: 'No se pudo procesar la imagen. Pruebe con otra foto.',
    notAnImage: 'El archivo elegido no es una imagen.',
    removeImage: 'Quitar imagen',
    photoPreview: 'Vista previa de la foto',
    useLocation: 'Usar mi ubicación',
    locating: 'Obteniendo su ubicación…',
    locationAttached: (meters: number | null) => (meters === null ? 'Ubicación adjunta' : `Ubicación adjunta (precisión ±${meters} m)`),
    removeLocation: 'Quitar ubicación',
    locationDenied: 'No se dio permiso para usar la ubicación.',
    locationFailed: 'No se pudo obtener su ubicación.',
    waitForImage: 'Espere a que la imagen esté lista.',
    storageFailed: 'No se pudo guardar el reclamo en este teléfono. Libere espacio e intente de nuevo.',
    notLoaded: 'El formulario no terminó de cargarse antes de perder la conexión. Cuando tenga señal, envíe de nuevo.',
    keptOffline: 'Sin conexión: su reclamo quedó guardado en este teléfono y se enviará solo cuando vuelva la señal.',
    keptForLater: 'No se pudo enviar ahora: su reclamo quedó guardado en este teléfono y se enviará solo más tarde.',
    correcting: 'Está corrigiendo un reclamo que el servidor rechazó. Al enviarlo, reemplaza al anterior.',
    cancelCorrection: 'Cancelar corrección',
    submit: 'Enviar su Reclamo',
  },
  /** The form's panel of complaints made on this phone (docs/offline.md, "Visibility on screen"). */
  outbox: {
    title: 'Mis reclamos en este teléfono',
    waiting: (count: number) => `${count} por enviar`,
    pending: 'pendiente de envío',
    sending: 'enviando…',
    sentAt: (time: string) => `enviado a las ${time}`,
    rejected: 'rechazado',
    madeAt: (time: string) => `Hecho: ${time}`,
    lastSync: (time: string) => `Último envío: ${time}`,
    correctAndResend: 'Corregir y reenviar',
    discard: 'Descartar',
    confirmDiscard: '¿Descartar este reclamo? No se enviará.',
    confirmDiscardYes: 'Sí, descartar',
    discarded: 'Reclamo descartado',
    empty: 'Aún no hizo reclamos desde este teléfono.',
    storageAlmostFull: (percent: number) =>
      `El almacenamiento del navegador está al ${percent} %. Libere espacio para que sus reclamos no se pierdan.`,
    noPlaca: 'sin placa',
  },
  server: {
    registered: 'Registado reclamo',
    photoRequired: 'Debe subir imagen/foto.',
    delitoRequired: 'Debe seleccionar Infraccion.',
    photoFieldRequired: 'La imagen es requerida',
    photoType: 'La imagen debe ser una foto JPEG, PNG o WebP.',
    photoTooLarge: 'La imagen supera el tamaño máximo de 8 MB.',
    photoTooManyPixels: 'La imagen es demasiado grande en píxeles.',
    photoDamaged: 'La imagen está incompleta o dañada.',
    tooManyFiles: 'Envíe una sola imagen.',
    invalidIdempotencyKey: 'El encabezado Idempotency-Key debe ser un UUID.',
    idempotencyMismatch: 'Este reclamo ya fue registrado con otros datos.',
    idempotencyInFlight: 'El reclamo se está registrando. Intente nuevamente en unos segundos.',
    notMultipart: 'El reclamo debe enviarse como formulario con su imagen.',
    notFound: 'El reclamo no existe.',
    imageNotFound: 'La imagen no existe.',
    rangeReversed: 'La fecha inicial no puede ser posterior a la fecha final.',
    rangeTooLong: 'El rango de fechas no puede superar 366 días.',
    openWithoutRange: 'Los casos abiertos se listan sin fechas: quite la fecha inicial y la final.',
    invalidDate: 'La fecha no es válida.',
    /** A photo whose bytes cannot be decoded in full. */
    photoUndecodable: 'La imagen no se puede leer: está incompleta o dañada. Tome o elija otra foto.',
    /** Per-address hourly quota of the public complaint form. */
    quota: (minutes: number) =>
      `Se alcanzó el límite de reclamos desde esta conexión. Intente nuevamente en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    /** Too many uploads being read at once. */
    uploadsBusy: 'El servidor está recibiendo muchas imágenes. Intente nuevamente en unos segundos.',
    /** An accepted photo that can no longer be decoded: the placeholder's text and the PDF's line. */
    damagedPhotoPlaceholder: 'foto dañada',
    invalidField: (field: string) => `El dato "${COMPLAINT_FIELD_LABELS[field] ?? field}" del reclamo no es válido.`,
  },
  /** Black boxes over a complaint's photo (faces of bystanders): the server's refusals and the staff's editor. */
  redaction: {
    noPhoto: 'El reclamo no tiene foto.',
    tooManyBoxes: (max: number) => `Se pueden tapar a lo sumo ${max} zonas de una foto.`,
    outOfPhoto: 'Cada recuadro debe quedar dentro de la foto.',
    emptyBox: 'Cada recuadro debe tener ancho y alto.',
    /** The staff's editor over the photo (report's IMAGEN dialog). */
    unreviewed: 'sin revisar',
    reviewedBy: (nombre: string, fecha: string) => `Revisada por ${nombre} el ${fecha}`,
    canvas: 'Foto: arrastre para tapar una zona',
    removeBox: (n: number) => `Recuadro ${n}: tocar para quitarlo`,
    help: 'Arrastre sobre la foto para tapar un rostro; toque un recuadro para quitarlo.',
    save: 'Guardar',
  },
} as const;
