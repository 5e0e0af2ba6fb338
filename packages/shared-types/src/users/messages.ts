/** User administration: the principal administrator's screen, its dialogs, and what the server answers. */
export const USERS_MSG = {
  title: 'REGISTRO DE USUARIOS',
  newUser: 'Nuevo usuario',
  createTitle: 'NUEVO USUARIO',
  editTitle: 'MODIFICAR DATOS DE USUARIO',
  passwordPrompt: 'CAMBIAR PASSWORD',
  deleteConfirm: 'Seguro de eliminar Registro.',
  columns: { options: 'OPCIONES', name: 'NOMBRE', role: 'ROL', email: 'EMAIL', status: 'ESTADO' },
  fields: {
    nombre: 'Nombre',
    name: 'Cuenta',
    email: 'Email',
    rol: 'Rol',
    password: 'Contraseña',
  },
  edit: 'Modificar',
  changePassword: 'Cambiar password',
  delete: 'Eliminar',
  toggleStatus: 'Cambiar estado',
  empty: 'No hay usuarios registrados.',
  loading: 'Cargando…',
  selectRole: 'Seleccione un rol',
  /** Hints of the user dialogs: the rules the server applies beyond the spec. */
  hints: {
    email: 'Un correo electrónico válido, por ejemplo nombre@atm.gob.bo.',
    password: 'Al menos 8 caracteres.',
  },
  server: {
    notFound: 'El usuario no existe.',
    accountTaken: 'La cuenta ya está registrada. Elija otra.',
    principalKeepsRole: 'El administrador principal conserva el rol ADMINISTRADOR.',
    principalCannotBeDeactivated: 'El administrador principal no puede ser desactivado.',
    principalCannotBeDeleted: 'El administrador principal no puede ser eliminado.',
  },
} as const;
