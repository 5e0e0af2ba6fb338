/**
 * What a citizen reads about the case of a complaint they filed: the receipt code on the phone and
 * the public follow-up page /seguimiento. Public (the form's panel shows it); the staff's texts are
 * in ./messages-staff.ts.
 */
export const CASES_MSG = {
  /** 'Mis reclamos en este teléfono': what the phone shows once the server gave a code. */
  phone: {
    code: (codigo: string) => `Código: ${codigo}`,
    copy: 'Copiar código',
    share: 'Compartir código',
    copied: 'Código copiado',
    copyFailed: 'No se pudo copiar. Anote el código a mano.',
    shareText: (codigo: string, url: string) => `Mi reclamo a la ATM de Oruro: código ${codigo}. Estado: ${url}`,
    shareTitle: 'Reclamo ATM',
    state: 'Estado:',
    follow: 'Ver seguimiento',
    stateCheckedAt: (time: string) => `Estado consultado: ${time}`,
    lookUpOther: 'Consultar otro código',
  },
  /** The public page /seguimiento/{codigo}. */
  tracking: {
    title: 'Seguimiento de reclamo',
    intro: 'Escriba el código que recibió al enviar su reclamo (por ejemplo ABCD-2345).',
    codeLabel: 'Código del reclamo',
    submit: 'Consultar',
    invalidCode: 'El código tiene 8 letras o números, por ejemplo ABCD-2345.',
    loading: 'Consultando…',
    received: 'Recibido',
    updated: 'Última actualización',
    delito: 'Infracción',
    motivo: 'Respuesta de la ATM',
    history: 'Historial',
    open: 'En curso',
    closed: 'Cerrado',
    privacy: 'Esta página no muestra datos personales del reclamo.',
    offline: 'Sin conexión: no se puede consultar el estado ahora.',
    reportLink: 'Reportar una infracción',
  },
  /** 'Avisarme cuando cambie': Web Push of the case's changes (button, refusals, the notification). */
  push: {
    follow: 'Avisarme cuando cambie',
    following: 'Le avisaremos cuando cambie',
    stop: 'Dejar de avisarme',
    asking: 'Activando avisos…',
    followLater: 'Le avisaremos cuando cambie, en cuanto el reclamo tenga su código.',
    denied: 'Los avisos están bloqueados para esta página. Puede permitirlos en la configuración del navegador.',
    unsupported: 'Este navegador no puede recibir avisos. Consulte el estado con su código.',
    iosHomeScreen:
      'En iPhone, los avisos funcionan si agrega esta página a la pantalla de inicio (Compartir → Agregar a inicio) y la abre desde allí.',
    iosTooOld: 'En iPhone, los avisos necesitan iOS 16.4 o más reciente. Consulte el estado con su código.',
    failed: 'No se pudieron activar los avisos. Intente más tarde.',
    offline: 'Sin conexión: los avisos se activan cuando vuelva la conexión.',
    /** The notification itself (built by the service worker from code, state and public reason). */
    title: (codigo: string) => `Reclamo ${codigo}`,
    body: (estado: string) => `Su reclamo ahora está: ${estado}.`,
    reason: (motivo: string) => `Respuesta de la ATM: ${motivo}`,
    /** Refusals of POST/DELETE /api/seguimiento/:codigo/suscripcion. */
    endpointRefused: 'Ese servicio de avisos no está permitido. Use un navegador con avisos (Chrome, Firefox, Edge o Safari).',
    tooMany: (limit: number) => `Este código ya tiene ${limit} teléfonos con avisos. Quite uno antes de agregar otro.`,
    notFollowing: 'Este teléfono no tenía avisos para ese código.',
  },
} as const;
