/**
 * SOS texts: what the API answers (`api`), the field user's button and its state (`phone`), and
 * the supervisors' banner and list (`desk`).
 */
export const SOS_MSG = {
  api: {
    created: 'Alerta SOS recibida.',
    invalidIdempotencyKey: 'El encabezado Idempotency-Key debe ser un UUID.',
    idempotencyMismatch: 'Esta alerta ya fue enviada con otros datos.',
    idempotencyInFlight: 'La alerta se está registrando. Se reintentará en unos segundos.',
    idempotencyKeyTaken: 'Este identificador de envío ya fue usado por otra persona.',
    invalidField: (name: string) => `Falta ${name} o no es válida.`,
    halfPosition: 'La posición debe llevar latitud y longitud juntas.',
    notFound: 'No existe esa alerta SOS.',
    alreadyAttended: (nombre: string, hora: string) => `Esta alerta ya fue atendida por ${nombre} a las ${hora}.`,
  },
  phone: {
    button: 'SOS',
    /** The accessible name says how to use it. */
    buttonLabel: (seconds: number) => `SOS: mantenga presionado ${seconds} segundos para pedir ayuda`,
    holding: 'Mantenga presionado…',
    silent: 'Modo silencioso',
    silentHint: 'Envía sin sonido ni cambios en la pantalla',
    queued: 'SOS en cola: se enviará al volver la señal',
    sent: 'SOS enviada',
    received: (nombre: string, hora: string) => `SOS recibida por ${nombre} a las ${hora}`,
    rejected: (message: string) => `SOS no enviada: ${message}`,
    sms: 'Enviar SMS de auxilio',
    smsText: (nombre: string, where: string) => `SOS ${nombre}. ${where}`,
    smsWhere: (lat: number, lng: number, accuracy: number | null) =>
      `Ubicación: ${lat.toFixed(6)},${lng.toFixed(6)}${accuracy === null ? '' : ` (±${Math.round(accuracy)} m)`} https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`,
    smsNoPosition: 'Ubicación desconocida.',
    dismiss: 'Cerrar aviso',
    pageTitle: 'SOS',
    pageIntro: 'Mantenga presionado el botón SOS para pedir ayuda a los supervisores.',
  },
  desk: {
    banner: (nombre: string) => `SOS de ${nombre}`,
    region: 'Alertas SOS abiertas',
    silent: 'enviada en modo silencioso',
    since: (hora: string) => `pulsada a las ${hora}`,
    where: (lat: number, lng: number, accuracy: number | null) =>
      `${lat.toFixed(5)}, ${lng.toFixed(5)}${accuracy === null ? '' : ` (±${Math.round(accuracy)} m)`}`,
    noPosition: 'sin posición',
    attend: 'Atender',
    attending: 'Atendiendo…',
    attendFailed: 'No se pudo marcar como atendida. Intente nuevamente.',
    listTitle: 'Alertas SOS abiertas',
    listEmpty: 'No hay alertas SOS abiertas.',
    more: (count: number) => (count === 1 ? 'y 1 alerta más' : `y ${count} alertas más`),
  },
} as const;
