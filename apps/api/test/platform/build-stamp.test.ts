import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm start` runs `pwa-build-stamp.ts ensure`; here against a small checkout of the same shape
 * whose `npm run build` counts its runs, so no real (minute-long) PWA build is needed.
 */
describe('npm start: PWA build stamp', () => {
  let root: string;
  const builds = () => Number(fs.readFileSync(path.join(root, 'builds'), 'utf8'));
  const ensure = (env: Record<string, string> = {}) =>
    execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/pwa-build-stamp.ts'), 'ensure', '--root', root], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-stamp-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('builds', '0');
    write(
      'build.cjs',
      "const fs = require('fs'); fs.rmSync('apps/pwa/dist', { recursive: true, force: true }); fs.mkdirSync('apps/pwa/dist', { recursive: true });" +
        " fs.writeFileSync('apps/pwa/dist/index.html', '<!doctype html>'); fs.writeFileSync('builds', String(Number(fs.readFileSync('builds', 'utf8')) + 1));",
    );
    write('package.json', JSON.stringify({ name: 'stamp-test', private: true, scripts: { build: 'node build.cjs' } }));
    write('package-lock.json', '{"lockfileVersion": 3}');
    write('apps/pwa/src/main.tsx', 'export {};');
    write('apps/pwa/vite.config.ts', 'export default {};');
    write('packages/shared-types/src/messages.ts', 'export const MSG = {};');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds once, then skips while the sources, shared types, lockfile and VITE_ variables are the same', () => {
    ensure();
    expect(builds()).toBe(1);
    expect(ensure()).toContain('no se vuelve a construir');
    expect(builds()).toBe(1);

    const changes: [string, () => void][] = [
      ['a PWA source', () => fs.appendFileSync(path.join(root, 'apps/pwa/src/main.tsx'), '\n// changed')],
      ['the shared types', () => fs.appendFileSync(path.join(root, 'packages/shared-types/src/messages.ts'), '\n// changed')],
      ['the lockfile', () => fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3, "x": 1}')],
      ['a removed dist', () => fs.rmSync(path.join(root, 'apps/pwa/dist'), { recursive: true })],
    ];
    for (const [index, [, change]] of changes.entries()) {
      change();
      ensure();
      expect(builds()).toBe(index + 2);
    }
    ensure({ VITE_CREST_URL: '/otro-escudo.png' });
    expect(builds()).toBe(changes.length + 2);
  });
});
