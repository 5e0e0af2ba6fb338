/**
 * Texts added for issue 16 (documents that keep every character, screens that fit, accessibility).
 * Referenced from MSG as `MSG.ui`.
 */
export const UI_MSG = {
  /** Both PDF documents (complaint PDF, control sheet). */
  documents: {
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    continued: (title: string) => `${title} (continuación)`,
  },
  /** The list of people beside the live map. */
  people: {
    title: 'Personas en el mapa',
    empty: 'Nadie comparte su ubicación ahora.',
    centreOn: (nombre: string) => `Centrar el mapa en ${nombre}`,
  },
  /** Tables shown as cards on phones. */
  tables: {
    hora: 'Hora',
  },
} as const;
