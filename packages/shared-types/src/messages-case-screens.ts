/**
 * Texts of the screens that follow a complaint as a case (issue 13, PWA side): the receipt code
 * on the citizen's phone, the public /seguimiento page, the report's states, filters and side
 * panel, and the Principal dashboard. The phone's and /seguimiento's texts are `MSG.cases`; the
 * staff's (report, panel, dashboard) are `CASE_STAFF_MSG` in messages-case-staff.ts, imported
 * directly so they do not travel with the public form's first paint. The server's own
 * answers (refused changes, unknown codes) are in the API's messages.
 */
export const CASE_SCREENS_MSG = {
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
