import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PWA_DIST } from '../../support/api-process.ts';
import { REPO_ROOT } from '../child-process.ts';

/** Builds the PWA when apps/pwa/dist has none (`label` names the bench in the log); true when it did. */
export function buildPwaIfMissing(label: string): boolean {
  if (fs.existsSync(path.join(PWA_DIST, 'index.html'))) return false;
  console.log(`${label}: building the PWA…`);
  execFileSync('npm', ['run', 'build', '-w', '@reclamos/pwa'], { cwd: REPO_ROOT, stdio: 'inherit' });
  return true;
}
