import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Fixture {
  /** What the fixture tries, as the failure names it. */
  breaks: string;
  /** Where the fixture file is written (repository-relative folder). */
  dir: string;
  code: string;
  /** The rule that must refuse it. */
  rule: string;
}

/**
 * One forbidden import each, written where the guarded code lives. Every one must be refused:
 * a rule that matches an import's text instead of its file, or a config block that erases
 * another's options, lets one through and fails this test.
 */
const FORBIDDEN: Fixture[] = [
  {
    breaks: 'a feature imports another feature by a relative path',
    dir: 'apps/pwa/src/features/complaints',
    code: "import { inspectionCreate } from '../inspections/outbox.ts';\nexport const x = inspectionCreate;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a feature imports the app layer',
    dir: 'apps/pwa/src/features/cases/report',
    code: "import { OUTBOX_KINDS } from '../../../app/outbox-kinds.ts';\nexport const x = OUTBOX_KINDS;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a feature created today imports another feature',
    dir: 'apps/pwa/src/features/zz-new-{tag}',
    code: "import { fetchDelitos } from '../complaints/complaints-api.ts';\nexport const x = fetchDelitos;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the sync engine imports a feature',
    dir: 'apps/pwa/src/sync',
    code: "import { complaintCreate } from '../features/complaints/outbox.ts';\nexport const x = complaintCreate;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the transport imports a feature',
    dir: 'apps/pwa/src/api',
    code: "import { fetchDelitos } from '../features/complaints/complaints-api.ts';\nexport const x = fetchDelitos;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'lib/ imports the database layer',
    dir: 'apps/pwa/src/lib',
    code: "import { db } from '../db/database.ts';\nexport const x = db;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the PWA imports the API by a relative path',
    dir: 'apps/pwa/src/features/complaints',
    code: "import { loadConfig } from '../../../../api/src/config.ts';\nexport const x = loadConfig;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the PWA imports the API by its package name',
    dir: 'apps/pwa/src/lib',
    code: "import { loadConfig } from '@reclamos/api/src/config.ts';\nexport const x = loadConfig;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the API platform imports a slice',
    dir: 'apps/api/src/platform/http',
    code: "import { ComplaintsRepository } from '../../complaints/complaints-repository.ts';\nexport const x = ComplaintsRepository;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'the contract imports an app',
    dir: 'packages/shared-types/src/complaints',
    code: "import { call } from '../../../../apps/pwa/src/api/call.ts';\nexport const x = call;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a document imports an app',
    dir: 'packages/documents/src',
    code: "import { loadConfig } from '../../../apps/api/src/config.ts';\nexport const x = loadConfig;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a script imports test code',
    dir: 'scripts/bench',
    code: "import { buildTestApp } from '../../apps/api/test/support/test-app.ts';\nexport const x = buildTestApp;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a script imports an API repository past scripts/support/api-internals.ts',
    dir: 'scripts/bench',
    code: "import { UsersRepository } from '../../apps/api/src/users/users-repository.ts';\nexport const x = UsersRepository;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a script reads a migration',
    dir: 'scripts/demo',
    code: "import * as m from '../../migrations/20261122000000_users_and_sessions.ts';\nexport const x = m;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    breaks: 'a feature calls the raw transport instead of call()',
    dir: 'apps/pwa/src/features/complaints',
    code: "import { apiRequest } from '../../api/http.ts';\nexport const x = apiRequest;\n",
    rule: 'no-restricted-imports',
  },
  {
    breaks: 'the contract imports an app framework',
    dir: 'packages/shared-types/src',
    code: "import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;\n",
    rule: 'no-restricted-imports',
  },
  {
    breaks: 'a document imports a Node built-in',
    dir: 'packages/documents/src',
    code: "import fs from 'node:fs';\nexport const x = fs;\n",
    rule: 'no-restricted-imports',
  },
  {
    breaks: 'a barrel file inside the PWA',
    dir: 'apps/pwa/src/lib',
    code: "export * from './uuid.ts';\n",
    rule: 'no-restricted-syntax',
  },
  {
    breaks: 'a route registered outside the endpoint table',
    dir: 'apps/api/src/complaints',
    code: "import type { FastifyInstance } from 'fastify';\nexport function routes(app: FastifyInstance) {\n  app.get('/x', async () => ({}));\n}\n",
    rule: 'no-restricted-syntax',
  },
];

/** Imports the boundaries allow: none of the guards may refuse them. */
const ALLOWED: Fixture[] = [
  {
    breaks: 'a feature importing the shared layers and the contract',
    dir: 'apps/pwa/src/features/complaints',
    code:
      "import { call } from '../../api/call.ts';\nimport { uuid } from '../../lib/uuid.ts';\n" +
      "import { MSG } from '@reclamos/shared-types/messages';\nexport const x = [call, uuid, MSG];\n",
    rule: '',
  },
  {
    breaks: 'a slice importing the platform',
    dir: 'apps/api/src/complaints',
    code: "import { HttpError } from '../platform/http/http-error.ts';\nexport const x = HttpError;\n",
    rule: '',
  },
];

const GUARDS = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax']);
const written: string[] = [];
const createdDirs: string[] = [];

/** Writes each fixture where it belongs and lints them together with the project's own config. */
async function lint(fixtures: Fixture[]): Promise<{ fixture: Fixture; rules: string[] }[]> {
  const tag = randomBytes(4).toString('hex');
  const files = fixtures.map((fixture, index) => {
    const file = path.join(ROOT, fixture.dir.replace('{tag}', tag), `zz-boundary-${tag}-${index}.ts`);
    const created = mkdirSync(path.dirname(file), { recursive: true });
    if (created) createdDirs.push(created);
    writeFileSync(file, fixture.code);
    written.push(file);
    return file;
  });
  // The project's config as it is; only type information is switched off (no guard needs it).
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
  const results = await eslint.lintFiles(files);
  return fixtures.map((fixture, index) => {
    const result = results.find((r) => r.filePath === files[index]);
    return {
      fixture,
      rules: (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => GUARDS.has(rule)),
    };
  });
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the architecture guards of eslint.config.js', { timeout: 120_000 }, () => {
  it('refuse every forbidden import, each with the rule meant for it', async () => {
    const outcomes = await lint(FORBIDDEN);
    const accepted = outcomes.filter(({ fixture, rules }) => !rules.includes(fixture.rule)).map(({ fixture }) => fixture.breaks);
    expect(accepted).toEqual([]);
  });

  it('accept what the boundaries allow', async () => {
    const outcomes = await lint(ALLOWED);
    expect(outcomes.filter(({ rules }) => rules.length > 0).map(({ fixture, rules }) => `${fixture.breaks}: ${rules.join(', ')}`)).toEqual(
      [],
    );
  });
});
