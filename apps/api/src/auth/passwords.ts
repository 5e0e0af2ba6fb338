import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // Node refuses scrypt above 32 MiB by default; OWASP's N = 2^17, r = 8 needs 128 MiB.
  return { N, r, p, maxmem: 128 * N * r * p + 1024 * 1024 };
}

/** scrypt at OWASP's parameters (log2N = 17 in production), stored as `scrypt$log2N$r$p$salt$hash`. */
export class PasswordHasher {
  private readonly dummyHash: Promise<string>;

  constructor(private readonly log2N: number) {
    this.dummyHash = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, optionsFor(this.log2N, BLOCK_SIZE, PARALLELISM));
    return ['scrypt', this.log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, log2N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(log2N), Number(r), Number(p)));
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Spends the same time as a real check, so an unknown account answers as slowly as a known one. */
  async verifyAgainstNothing(password: string): Promise<false> {
    await this.verify(password, await this.dummyHash);
    return false;
  }
}
