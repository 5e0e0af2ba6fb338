import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createBackup } from '../operations/backup/create-backup.ts';
import { parseArgs, printTable } from './cli-args.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * `npm run backup -- [--out DIR] [--json]`: one verified backup file of the configured database
 * (DATA_DIR or DATABASE_URL, as `npm start` uses) while the server keeps running, encrypted with
 * the key in BACKUP_KEY_FILE (created on first use; the operator is told to keep a copy). DIR
 * defaults to BACKUP_DIR, else `backups/`. `--json` prints the file and manifest as one JSON line
 * (the server's scheduled backup reads it).
 */
async function main(): Promise<void> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const out = flags.get('out');
  if (positional.length > 0 || out === true || [...flags.keys()].some((flag) => !['out', 'json'].includes(flag))) {
    process.stderr.write(`${OPERATIONS_MSG.backup.usage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const dir = path.resolve(typeof out === 'string' ? out : (config.backup.dir ?? 'backups'));
  const keyExisted = fs.existsSync(config.backup.keyFile);
  const { file, manifest } = await createBackup(config, dir);
  // The copy is written either way; the operator learns which photos no longer match their seal.
  const altered = manifest.photosAltered ?? [];
  if (altered.length > 0) process.stderr.write(`${OPERATIONS_MSG.backup.photosAltered(altered.map((row) => row.codigo))}\n`);
  const missing = manifest.photosMissing ?? [];
  if (missing.length > 0) process.stderr.write(`${OPERATIONS_MSG.backup.photosMissing(missing.map((row) => row.codigo))}\n`);
  if (flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ file, manifest })}\n`);
    return;
  }
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `${OPERATIONS_MSG.backup.written(file)} (${megabytes} MB, esquema ${manifest.schemaVersion})\n${printTable(manifest.tables)}\n`,
  );
  if (!keyExisted) process.stdout.write(`${OPERATIONS_MSG.backup.keyCreated(config.backup.keyFile)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${OPERATIONS_MSG.backup.failed(error instanceof Error ? error.message : String(error))}\n`);
  process.exit(1);
});
