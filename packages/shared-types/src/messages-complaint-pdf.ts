/**
 * Staff-only texts, imported directly rather than through `MSG` (which the public form loads at
 * first paint). Spanish, as every text in the messages modules.
 */

export const COMPLAINT_PDF_MSG = {
  title: 'RECLAMO DE TRANSPORTE PÚBLICO',
  subtitle: (id: number) => `Autoridad de Transporte Municipal de Oruro — Reclamo N° ${id}`,
  fecha: 'Fecha y hora',
  infraccion: 'Infracción',
  placa: 'Placa',
  cedula: 'Cédula',
  nombre: 'Nombre',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  descripcion: 'Descripción',
  codigo: 'Código',
  estado: 'Estado',
  ubicacion: 'Ubicación',
  foto: 'Fotografía',
} as const;
