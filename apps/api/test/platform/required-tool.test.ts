import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolMissing } from '../support/required-tool.ts';
import { engines } from '../support/test-app.ts';

describe('a missing tool or database under CI', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails the run under CI=true instead of skipping the checks that need it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => toolMissing('pdftotext', 'poppler-utils')).toThrow(/apt-get install -y poppler-utils/);
    vi.stubEnv('TEST_DATABASE_URL', '');
    expect(() => engines()).toThrow(/TEST_DATABASE_URL/);
  });

  it("only skips, saying so, on a developer's machine", () => {
    vi.stubEnv('CI', '');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toolMissing('pdftotext', 'poppler-utils')).toBe(true);
    vi.stubEnv('TEST_DATABASE_URL', '');
    expect(engines()).toEqual(['sqlite']);
  });
});
