import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('npm run admin:reset-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it("prints a new administrator password, reactivates nothing else and ends the admin's sessions", async () => {
    const token = await adminToken(t.app);
    const { stdout } = await run('node', ['--import', 'tsx', 'apps/api/src/cli/reset-admin-password.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl ?? '',
        ADMIN_PASSWORD: '',
        PASSWORD_HASH_COST: '10',
      },
    });
    const password = /: (\S+)\n$/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: 'admin', password } });
    expect(login.statusCode).toBe(200);
  });
});
