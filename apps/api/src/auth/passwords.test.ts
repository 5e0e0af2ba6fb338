import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords.ts';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(10);

  it('verifies the right password and refuses another, with a fresh salt each time', async () => {
    const a = await hasher.hash('clave-segura-1');
    const b = await hasher.hash('clave-segura-1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await hasher.verify('clave-segura-1', a)).toBe(true);
    expect(await hasher.verify('clave-segura-2', a)).toBe(false);
    expect(await hasher.verify('x', 'garbage')).toBe(false);
  });

  it('verifies hashes made at another cost (the parameters travel with the hash)', async () => {
    const old = await new PasswordHasher(11).hash('ñandú-123');
    expect(await hasher.verify('ñandú-123', old)).toBe(true);
  });

  it('runs at OWASP cost (N = 2^17, r = 8) without exceeding memory limits', async () => {
    const strong = new PasswordHasher(17);
    const hash = await strong.hash('clave-segura-1');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await strong.verify('clave-segura-1', hash)).toBe(true);
  });
});
