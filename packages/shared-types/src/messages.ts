/**
 * The Spanish texts every part of the app shares: the app's name, the landing page and the
 * signed-in layout, generic actions and notices, and what the platform answers (validation, HTTP,
 * sessions). Each slice keeps its own texts in its folder (`<slice>/messages.ts`). This module is
 * in the public form's first paint: what only staff read does not belong here. The spec's quoted
 * texts are kept exactly, typos included ('Inspecion', 'Registado'), so a correction is one line.
 */
export const MSG = {
  app: {
    name: 'Reclamos ATM',
    fullName: 'Reclamos ATM — Oruro',
    description: 'Reclamos de transporte público e inspecciones vehiculares de la autoridad de transporte de Oruro.',
    loginTitle: 'INGRESO AL SISTEMA RECLAMOS ATM',
  },
  landing: {
    title: 'Reclamos ATM',
    subtitle: 'Autoridad de Transporte Municipal de Oruro',
    intro: '¿Vio una infracción de un vehículo de transporte público? Repórtela con una foto; se envía aunque no tenga señal.',
    report: 'Reportar una infracción',
    signIn: 'Ingresar',
  },
  layout: {
    toggleMenu: 'Mostrar u ocultar el menú',
    drawerTitle: 'Opciones',
    signOut: 'Cerrar sesión',
    changeOwnPassword: 'Cambiar mi contraseña',
    principalTitle: 'Principal',
    principalGreeting: (nombre: string) => `Hola, ${nombre}`,
    loading: 'Cargando…',
  },
  routeError: {
    title: 'No se pudo abrir la pantalla',
    body: 'Puede que no haya conexión a internet. Revise la conexión e intente de nuevo.',
    reload: 'Intentar de nuevo',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que abrió no existe.',
    home: 'Ir al inicio',
  },
  pwa: {
    updateAvailable: 'Nueva versión disponible',
    updateNow: 'Actualizar',
    later: 'Más tarde',
    offline: 'Sin conexión',
  },
  /** Paging and the card view of the staff tables. */
  table: {
    rowsPerPage: 'Filas por página',
    pageOf: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    hora: 'Hora',
  },
  actions: {
    save: 'GUARDAR',
    cancel: 'Cancelar',
    accept: 'Aceptar',
    confirm: 'Confirmar',
    close: 'Cerrar',
  },
  notices: {
    created: 'Creado correctamente',
    updated: 'Modificado correctamente',
    deleted: 'Eliminado correctamente',
    networkError: 'No se pudo conectar con el servidor. Revise su conexión.',
    /** The region that holds the notices (Chakra's default name is English 'Notifications'). */
    region: 'Notificaciones',
  },
  /** The plate search of the top bar (the layout's; it opens a plate's page). */
  plateSearch: {
    label: 'Buscar placa',
    placeholder: 'Placa',
    submit: 'Ver historial',
    invalid: 'Escriba una placa: solo letras, números y guiones.',
  },
  validation: {
    required: 'Por favor ingresa datos',
    invalidEmail: 'El correo electrónico no es válido.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    invalidRole: 'El rol no es válido.',
    tooLong: 'Uno de los datos es demasiado largo.',
    invalidBody: 'Los datos enviados no son válidos.',
    invalidJson: 'Los datos enviados no tienen un formato JSON válido.',
    invalidId: 'El identificador no es válido.',
    invalidAccount: 'La cuenta no puede contener espacios.',
    bodyTooLarge: 'Los datos enviados son demasiado grandes.',
    unsupportedMediaType: 'El tipo de contenido enviado no es admitido.',
    /** A control character (NUL, escape…) in a text field. */
    controlCharacters: 'Los datos enviados contienen caracteres no permitidos.',
    /** What the database refused as data (a value out of its range or encoding). */
    invalidData: 'Los datos enviados no son válidos.',
    /** A text field past its length, counted as the form counts it (a line break is one character). */
    fieldTooLong: (label: string, max: number, over: number) => `El dato "${label}" admite hasta ${max} caracteres y tiene ${over} de más.`,
  },
  /** Who the caller is: a signed-in call without a valid session, or without the capability. */
  session: {
    required: 'Debe iniciar sesión.',
    invalid: 'Su sesión terminó. Ingrese nuevamente.',
    forbidden: 'No tiene permiso para esta acción.',
  },
  /** The outbox (sync/). */
  sync: {
    /** A 2xx whose body does not name the queued item (a captive portal's page, a proxy's `{}`). */
    unacknowledged: 'El servidor no confirmó la recepción; se volverá a enviar.',
  },
  http: {
    notFound: 'El recurso solicitado no existe.',
    rateLimited: 'Demasiadas solicitudes. Intente nuevamente en unos momentos.',
    internal: 'Ocurrió un error interno. Intente nuevamente más tarde.',
    databaseUnavailable: 'La base de datos no está disponible.',
    /** A multipart body that ends before it is complete. */
    truncatedUpload: 'El envío llegó incompleto. Intente nuevamente.',
    /** A multipart body whose header names no usable boundary between its parts. */
    badMultipart: 'El envío no tiene el formato de un formulario válido.',
    /** A path the router cannot read (a broken %-escape). */
    badUrl: 'La dirección solicitada no es válida.',
    /** Request line too long (414). */
    uriTooLong: 'La dirección solicitada es demasiado larga.',
  },
  /** Both PDF documents (complaint PDF, control sheet). */
  documents: {
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    continued: (title: string) => `${title} (continuación)`,
    /** The note on a copy the server signed; a self-signed certificate is called what it is. */
    signedBy: (subject: string, selfSigned: boolean) =>
      selfSigned
        ? `Firmado digitalmente por el servidor (${subject}) con un certificado autofirmado, no emitido por una entidad certificadora como ADSIB: prueba que el documento no cambió desde que se firmó, no quién lo firmó.`
        : `Documento firmado digitalmente por ${subject}.`,
  },
} as const;
