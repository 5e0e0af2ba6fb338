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
} as const;
