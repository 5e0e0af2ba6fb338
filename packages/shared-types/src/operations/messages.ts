/**
 * What operators read: what the backup and restore commands print and what the metrics endpoint
 * answers.
 */
export const OPERATIONS_MSG = {
  metricsForbidden: 'Las métricas solo están disponibles con el token de métricas o desde el propio servidor.',
  backup: {
    written: (file: string) => `Copia de seguridad escrita y verificada: ${file}`,
    failed: (reason: string) => `La copia de seguridad falló: ${reason}`,
    usage: 'Uso: npm run backup -- [--out CARPETA]',
    pgDumpMissing: 'No se encontró pg_dump (instale postgresql-client de la misma versión del servidor).',
  },
  restore: {
    usage: 'Uso: npm run restore -- ARCHIVO [--force]',
    notFound: (file: string) => `No existe el archivo ${file}.`,
    notABackup: 'El archivo no es una copia de seguridad de Reclamos ATM.',
    damaged:
      'La copia de seguridad está incompleta o dañada (su contenido no coincide con el SHA-256 del manifiesto); no se restauró nada.',
    countsDiffer: (table: string, expected: number, found: number) =>
      `La tabla ${table} restaurada tiene ${found} filas y el manifiesto dice ${expected}; la copia no es confiable.`,
    engineMismatch: (backup: string, target: string) =>
      `La copia es de ${backup} y la configuración apunta a ${target}: restaure con la misma base de datos con la que se hizo.`,
    newerSchema: (version: string) =>
      `La copia tiene el esquema ${version}, más nuevo que este programa: actualice el programa antes de restaurar.`,
    notEmpty: (where: string) => `${where} no está vacía: no se sobrescribe. Use --force para reemplazar su contenido.`,
    restored: 'Copia restaurada y migraciones aplicadas. Filas por tabla:',
  },
} as const;
