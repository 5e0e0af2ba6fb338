/**
 * Staff-only texts, imported directly rather than through `MSG` (which the public form loads at
 * first paint). Spanish, as every text in the messages modules.
 */

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
} as const;

export const USER_ADMIN_MSG = {
  notFound: 'El usuario no existe.',
  accountTaken: 'La cuenta ya está registrada. Elija otra.',
  principalKeepsRole: 'El administrador principal conserva el rol ADMINISTRADOR.',
  principalCannotBeDeactivated: 'El administrador principal no puede ser desactivado.',
  principalCannotBeDeleted: 'El administrador principal no puede ser eliminado.',
} as const;
