import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore), optionally feeding `stdin` from a stream;
 * rejects with its stderr when it fails. The connection URL goes in PG* variables, never argv
 * (argv is visible to every user of the machine in `ps`).
 */
export async function runTool(tool: string, args: string[], databaseUrl: string, stdin?: NodeJS.ReadableStream): Promise<string> {
  const url = new URL(databaseUrl);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  const child = spawn(tool, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(OPERATIONS_MSG.backup.pgDumpMissing) : error),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
  if (stdin && child.stdin) await pipeline(stdin, child.stdin).catch(() => undefined);
  const code = await done;
  if (code !== 0) throw new Error(`${tool}: ${stderr.trim() || `exit code ${code}`}`);
  return stdout;
}
