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
      login: { maxFailuresPerAccount: 10, maxFailuresPerAddress: 50, windowMinutes: 15 },
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
  ])('refuses %o at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.bo, https://b.bo',
      SESSION_TTL_HOURS: '8',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: true,
      corsOrigins: ['https://a.bo', 'https://b.bo'],
      sessionTtlHours: 8,
    });
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
    expect(loadConfig({ PHOTO_RETENTION_DAYS: '90' }).retention).toEqual({ personalDataDays: 730, photoDays: 90 });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_DAYS: 'dos años' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(ConfigError);
  });
});
