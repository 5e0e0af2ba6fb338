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
    keyCreated: (file: string) =>
      `Se creó la clave de las copias ${file}. Guarde una copia de ella fuera de este servidor y aparte de las copias: sin ella no se puede restaurar ninguna.`,
    photosAltered: (codigos: string[]) =>
      `Atención: la foto de ${codigos.length} reclamo(s) ya no coincide con el SHA-256 sellado al recibirla: ${codigos.join(', ')}.`,
    photosMissing: (codigos: string[]) =>
      `Atención: falta el archivo de la foto de ${codigos.length} reclamo(s), que no se pudo copiar: ${codigos.join(', ')}.`,
    pgDumpMissing: 'No se encontró pg_dump (instale postgresql-client de la misma versión del servidor).',
  },
  backupKey: {
    missing: (file: string) =>
      `No existe la clave de las copias ${file}: indíquela con --key o con BACKUP_KEY_FILE (la copia de la clave guardada fuera del servidor).`,
    tooOpen: (file: string) =>
      `Otros usuarios pueden leer la clave de las copias ${file}: ejecute chmod 600 ${file} y vuelva a intentarlo.`,
    invalid: (file: string) => `El archivo ${file} no es una clave de copias de seguridad (64 caracteres hexadecimales).`,
  },
  restore: {
    usage: 'Uso: npm run restore -- ARCHIVO [--key ARCHIVO_DE_CLAVE] [--force]',
    notFound: (file: string) => `No existe el archivo ${file}.`,
    notABackup: 'El archivo no es una copia de seguridad de Reclamos ATM.',
    damaged:
      'La copia de seguridad está incompleta, dañada o alterada (no pasa la verificación de autenticidad con la clave); no se restauró nada.',
    unencrypted:
      'La copia no está cifrada (formato de una versión anterior): no se puede comprobar que nadie la alteró, así que no se restaura. Haga una copia nueva con esta versión.',
    wrongKey: (keyFile: string) =>
      `La clave ${keyFile} no es la que cifró esta copia; no se restauró nada. Indique la clave correcta con --key.`,
    serverRunning: (where: string) => `${where} está en uso por un servidor en marcha: deténgalo antes de restaurar. No se tocó nada.`,
    restoreRunning: 'Una restauración está reemplazando la base de datos: espere a que termine y vuelva a iniciar el servidor.',
    integrity: (detail: string) =>
      `La base de datos restaurada no pasa la comprobación de integridad (${detail}); los datos anteriores quedaron como estaban.`,
    swapFailed: (reason: string) => `No se pudo reemplazar la base de datos (${reason}); los datos anteriores quedaron como estaban.`,
    countsDiffer: (table: string, expected: number, found: number) =>
      `La tabla ${table} restaurada tiene ${found} filas y el manifiesto dice ${expected}; la copia no es confiable y los datos anteriores quedaron como estaban.`,
    engineMismatch: (backup: string, target: string) =>
      `La copia es de ${backup} y la configuración apunta a ${target}: restaure con la misma base de datos con la que se hizo.`,
    newerSchema: (version: string) =>
      `La copia tiene el esquema ${version}, más nuevo que este programa: actualice el programa antes de restaurar.`,
    notEmpty: (where: string) => `${where} no está vacía: no se sobrescribe. Use --force para reemplazar su contenido.`,
    restored: 'Copia restaurada y migraciones aplicadas. Filas por tabla:',
  },
} as const;
