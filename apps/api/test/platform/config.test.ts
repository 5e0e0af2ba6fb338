import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('has the production defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      adminPassword: null,
      timeZone: 'America/La_Paz',
      trustProxy: false,
      tls: null,
      corsOrigins: [],
      sessionTtlHours: 12,
      passwordHashCost: 17,
      login: {
        maxFailuresPerAccount: 10,
        maxFailuresPerAddress: 50,
        windowMinutes: 15,
        maxConcurrentHashes: 2,
        maxConcurrentHashesPerAddress: 1,
      },
      uploads: { maxConcurrent: 16, maxConcurrentPerAddress: 4, maxQueued: 64, queueSeconds: 10 },
      importRead: { seconds: 30, memoryMb: 256 },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ADMIN_PASSWORD: 'corta' }, /ADMIN_PASSWORD/],
    [{ TZ: 'Marte/Olympus' }, /TZ/],
    [{ TLS_CERT: '/tmp/cert.pem' }, /TLS_CERT and TLS_KEY/],
    [{ PASSWORD_HASH_COST: '30' }, /PASSWORD_HASH_COST/],
    // One address may never hold more password checks than the whole gate has.
    [{ LOGIN_MAX_CONCURRENT_HASHES: '4', LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '5' }, /LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS/],
    [{ FORMULARIO_QUEUE_SECONDS: '-1' }, /FORMULARIO_QUEUE_SECONDS/],
    // An import must get some time, and a heap the worker (and tsx in it) can start in.
    [{ IMPORT_READ_SECONDS: '0' }, /IMPORT_READ_SECONDS/],
    [{ IMPORT_READ_SECONDS: 'diez' }, /IMPORT_READ_SECONDS/],
    [{ IMPORT_READ_MEMORY_MB: '32' }, /IMPORT_READ_MEMORY_MB/],
    [{ IMPORT_READ_MEMORY_MB: '99999' }, /IMPORT_READ_MEMORY_MB/],
  ])('refuses %o at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      CORS_ORIGINS: 'https://a.bo, https://b.bo',
      SESSION_TTL_HOURS: '8',
      IMPORT_READ_SECONDS: '10',
      IMPORT_READ_MEMORY_MB: '128',
    });
    expect(config).toMatchObject({
      importRead: { seconds: 10, memoryMb: 128 },
      port: 8080,
      host: '127.0.0.1',
      trustProxy: ['127.0.0.1'],
      corsOrigins: ['https://a.bo', 'https://b.bo'],
      sessionTtlHours: 8,
    });
  });

  it('reads TRUST_PROXY as the addresses and networks of the proxies, never as "trust anyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, ::1 ,10.20.0.0/16,fd00::/8,' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.20.0.0/16',
      'fd00::/8',
    ]);
  });

  it('gives Fastify a list it compiles: the right-most address no trusted proxy wrote is the client', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'loopback,10.20.0.0/16,fd00::/8' });
    const app = Fastify({ trustProxy: trustProxy || false });
    app.get('/ip', async (request) => request.ip);
    const ip = async (remoteAddress: string, forwarded: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } })).body;
    expect(await ip('127.0.0.1', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ip('::1', '1.1.1.1, 203.0.113.9, 10.20.3.4')).toBe('203.0.113.9');
    expect(await ip('fd00::5', '2001:db8::7')).toBe('2001:db8::7');
    expect(await ip('203.0.113.50', '127.0.0.1')).toBe('203.0.113.50');
    await app.close();
  });

  it.each([
    ['true', /TRUST_PROXY=true.*cualquier.*X-Forwarded-For.*TRUST_PROXY=loopback/],
    ['TRUE', /TRUST_PROXY=true/],
    ['1', /TRUST_PROXY=1.*número de proxies/],
    ['2', /número de proxies/],
    ['proxy.example.bo', /"proxy.example.bo" no es una dirección IP/],
    ['127.0.0.1,nginx', /"nginx" no es una dirección IP/],
    ['10.0.0.0/33', /"10.0.0.0\/33" no es una dirección IP/],
    ['0.0.0.0/0', /"0.0.0.0\/0".*todas las direcciones/],
    ['::/0', /"::\/0".*todas las direcciones/],
    ['127.0.0.1/', /"127.0.0.1\/" no es una dirección IP/],
    ['fe80::1%eth0', /"fe80::1%eth0" no es una dirección IP/],
  ])('refuses TRUST_PROXY=%s with a Spanish sentence that says what to write', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads the operations settings: backups off, two years of personal data, metrics from loopback', () => {
    expect(loadConfig({})).toMatchObject({
      backup: { dir: null, everyHours: 24, keep: 14 },
      retention: { personalDataDays: 730, photoDays: 730 },
      metricsToken: null,
    });
    const config = loadConfig({
      BACKUP_DIR: '/var/backups/reclamos',
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '30',
      PERSONAL_DATA_RETENTION_DAYS: '365',
      METRICS_TOKEN: 'a'.repeat(32),
    });
    expect(config).toMatchObject({
      backup: { dir: '/var/backups/reclamos', everyHours: 6, keep: 30 },
      retention: { personalDataDays: 365, photoDays: 365 },
      metricsToken: 'a'.repeat(32),
    });
    expect(loadConfig({ DATA_DIR: '/srv/reclamos' }).backup.keyFile).toBe(path.join('/srv/reclamos', 'backup.key'));
    expect(loadConfig({ DATA_DIR: '/srv/reclamos', BACKUP_KEY_FILE: '/etc/reclamos/backup.key' }).backup.keyFile).toBe(
      '/etc/reclamos/backup.key',
    );
    expect(loadConfig({ PHOTO_RETENTION_DAYS: '90' }).retention).toEqual({ personalDataDays: 730, photoDays: 90 });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: 'dos años' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(ConfigError);
  });
});
