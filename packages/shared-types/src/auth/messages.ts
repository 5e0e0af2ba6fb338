/** Signing in, the session's end and one's own password. */
export const AUTH_MSG = {
  login: {
    account: 'Cuenta',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'INGRESAR',
    welcome: 'Bienvenido',
    backHome: 'Volver al inicio',
  },
  signIn: {
    invalidCredentials: 'Cuenta o contraseña incorrecta.',
    tooManyAttempts: (minutes: number) =>
      `Demasiados intentos fallidos. Intente nuevamente en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    /** Too many password checks running at once, from this address or in total. */
    busy: 'Hay demasiados ingresos en curso. Intente nuevamente en unos segundos.',
    signedOut: 'Sesión cerrada',
  },
  ownPassword: {
    title: 'Cambiar mi contraseña',
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    confirm: 'Repita la nueva contraseña',
    mismatch: 'Las contraseñas no coinciden.',
    wrongCurrent: 'La contraseña actual no es correcta.',
    changed: 'Contraseña cambiada correctamente',
    /** The principal administrator changing their own password from the users page. */
    currentRequired: 'Para cambiar su propia contraseña ingrese también la contraseña actual.',
  },
  /** Printed once on the console when the first start creates the administrator with a random password. */
  firstAdmin: {
    printed: (id: number, password: string) =>
      `\n  Administrador creado (id ${id}). Cuenta: admin  Contraseña: ${password}\n` +
      '  Guárdela ahora: no se volverá a mostrar. Cámbiela con "npm run admin:reset-password".\n\n',
    name: 'Administrador',
  },
} as const;
