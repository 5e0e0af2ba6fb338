import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm start` builds the PWA only when its sources changed (a crash loop under systemd must
 * restart in seconds, not rebuild every time). The stamp is a SHA-256 of everything the build
 * reads: the PWA's sources and config, the shared contract, the lockfile and the VITE_*
 * variables; `npm run build` writes it into apps/pwa/dist after a successful build.
 *
 *   tsx scripts/pwa-build-stamp.ts write            after a build: record the stamp
 *   tsx scripts/pwa-build-stamp.ts ensure           build (npm run build) unless dist matches
 *   … [--root DIR]                                  another checkout (tests)
 */
const INPUTS = [
  'apps/pwa/index.html',
  'apps/pwa/package.json',
  'apps/pwa/tsconfig.json',
  'apps/pwa/vite.config.ts',
  'apps/pwa/build',
  'apps/pwa/public',
  'apps/pwa/src',
  'packages/shared-types/package.json',
  'packages/shared-types/src',
  'package-lock.json',
];
const STAMP_FILE = '.build-stamp';

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)))
    .sort();
}

function sourceStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\n');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key] ?? ''}\n`);
  return hash.digest('hex');
}

const stampPath = (root: string) => path.join(root, 'apps/pwa/dist', STAMP_FILE);

function isCurrent(root: string): boolean {
  try {
    return (
      fs.readFileSync(stampPath(root), 'utf8').trim() === sourceStamp(root) && fs.existsSync(path.join(root, 'apps/pwa/dist/index.html'))
    );
  } catch {
    return false;
  }
}

function write(root: string): void {
  fs.writeFileSync(stampPath(root), `${sourceStamp(root)}\n`);
}

/** This checkout's root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the PWA (npm run build) unless apps/pwa/dist was built from these very sources. */
export function ensureBuilt(root: string = REPO_ROOT): void {
  if (isCurrent(root)) {
    process.stdout.write('La PWA ya está construida con estas fuentes (apps/pwa/dist); no se vuelve a construir.\n');
    return;
  }
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  write(root);
}

function main(): void {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1] ?? '.') : REPO_ROOT;
  const mode = args[0];
  if (mode === 'write') return write(root);
  if (mode !== 'ensure') throw new Error('usage: pwa-build-stamp.ts write|ensure [--root DIR]');
  ensureBuilt(root);
}

// Run as a command (`npm run build` writes the stamp with it); imported by scripts/start.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
