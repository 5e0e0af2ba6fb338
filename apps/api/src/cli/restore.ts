import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupFileError } from '../operations/backup/backup-file.ts';
import { restoreBackup } from '../operations/backup/restore-backup.ts';
import { parseArgs, printTable } from './cli-args.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * `npm run restore -- FILE [--key KEYFILE] [--force]`: restores a backup onto the configured
 * database (DATA_DIR or DATABASE_URL), which must be empty unless --force. The key defaults to
 * BACKUP_KEY_FILE, i.e. `backup.key` in the data directory. Refused while a server runs on that
 * data; a refused or failed restore leaves the data as it was. Runs the pending migrations and
 * prints the rows per table.
 */
async function main(): Promise<void> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const [file] = positional;
  const key = flags.get('key');
  if (!file || positional.length > 1 || key === true || [...flags.keys()].some((flag) => !['force', 'key'].includes(flag))) {
    process.stderr.write(`${OPERATIONS_MSG.restore.usage}\n`);
    process.exit(2);
  }
  const { tables } = await restoreBackup(loadConfig(), path.resolve(file), {
    force: flags.has('force'),
    ...(typeof key === 'string' && { keyFile: path.resolve(key) }),
  });
  process.stdout.write(`${OPERATIONS_MSG.restore.restored}\n${printTable(tables)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof BackupFileError ? error.message : `No se pudo restaurar: ${String(error)}`}\n`);
  process.exit(1);
});
