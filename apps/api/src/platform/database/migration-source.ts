import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../migrations');

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Reads `migrations/<YYYYMMDDHHmmss>_<name>.ts` in name order, imported as TS source. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations() {
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d{14}_[\w-]+\.ts$/.test(file))
      .sort();
    return Promise.resolve(files);
  },
  getMigrationName(file) {
    return file;
  },
  async getMigration(file) {
    return (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as MigrationModule;
  },
};
