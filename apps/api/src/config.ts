import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_LIMITS, WORKFLOW_DEFAULTS } from '@reclamos/shared-types/cases/values';
import { DEFAULT_PUSH_ENDPOINTS, parseAllowedOrigin } from './cases/push/allowed-endpoints.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` switches to PostgreSQL; unset means the embedded SQLite file under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /**
   * The content-addressed photo store (`PHOTOS_DIR`, default `photos` in dataDir): one file per
   * photo, named by its SHA-256. Several API processes must all see the same folder (shared mount).
   */
  photosDir: string;
  adminPassword: string | null;
  timeZone: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, networks, or `loopback`,
   * `linklocal`, `uniquelocal`); false: none, `request.ip` is the connection's peer.
   */
  trustProxy: false | string[];
  tls: { cert: string; key: string } | null;
  staticDir: string;
  corsOrigins: string[];
  logLevel: string;
  /** A request answered more slowly than this is logged even when it succeeded (LOG_SLOW_REQUEST_MS). */
  slowRequestMs: number;
  sessionTtlHours: number;
  /** log2 of scrypt's N; OWASP's floor is 17 (N = 131072, r = 8, p = 1). */
  passwordHashCost: number;
  login: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    windowMinutes: number;
    /** Password hashes running at once, in total and per address (libuv's pool has 4 threads). */
    maxConcurrentHashes: number;
    maxConcurrentHashesPerAddress: number;
  };
  bodyLimitBytes: number;
  /** Requests per minute and address on the public complaint calls; generous, as a carrier's many phones share one address. */
  publicRateLimitPerMinute: number;
  /** The public complaint upload (formulario): per-address hourly quota and uploads read at once. */
  uploads: {
    perHour: number;
    bytesPerHour: number;
    maxConcurrent: number;
    maxConcurrentPerAddress: number;
    /** Uploads that may wait for a reading slot, and for how long, before 429 "busy". */
    maxQueued: number;
    queueSeconds: number;
    stallSeconds: number;
  };
  /** The vehicle import's reading worker: its deadline and heap (a file past either is refused with 422). */
  importRead: { seconds: number; memoryMb: number };
  /** `redis://…`: socket.io's Redis adapter and the rate limiter's Redis store (several API processes). */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several installations (or test runs) can share one Redis. */
  redisPrefix: string;
  positions: {
    /** Position history older than this is removed (personal data of the staff). */
    historyDays: number;
    /** Shortest interval between two accepted reports of one user. */
    minIntervalMs: number;
    /** Accepted reports wait at most this long to be written together (one transaction per batch). */
    batchMs: number;
    /** A batch is written at once when it reaches this many reports. */
    batchRows: number;
    /** Reports waiting to be written past which new ones are answered 'throttled' (overload). */
    maxQueued: number;
    /** Median event-loop delay over the last second past which reports are answered 'throttled'. */
    maxLagMs: number;
    /** How often a viewer is sent the newest position of each person that moved. */
    viewerFlushMs: number;
    /** A position older than this when it would be sent to a viewer is not sent. */
    maxAgeMs: number;
  };
  /** Scheduled backups (`BACKUP_DIR` unset = off); `npm run backup` works whatever this says. */
  backup: {
    dir: string | null;
    everyHours: number;
    keep: number;
    /** The key every backup is encrypted and authenticated with (`BACKUP_KEY_FILE`, default `backup.key` in dataDir). */
    keyFile: string;
  };
  /**
   * Personal data of citizens: cédula, name and phone of complaints closed longer ago than
   * `personalDataDays` are blanked; their photos go after `photoDays`.
   */
  retention: { personalDataDays: number; photoDays: number };
  /** Whether the face detector suggests redaction boxes for complaints' photos in the background (`FACE_DETECTION`, on by default). */
  faceDetection: boolean;
  /** How often every stored photo is hashed again against its seal (`PHOTO_CHECK_HOURS`; 0 = never, not even at boot). */
  photoCheckHours: number;
  /** The certificate the server signs its PDFs with: `SIGNING_P12_FILE` and `SIGNING_P12_PASSPHRASE`, or null for a self-signed one in dataDir. */
  signing: { p12File: string; passphrase: string } | null;
  /** Bearer token of `GET /api/metrics`; unset = only loopback clients may read it. */
  metricsToken: string | null;
  /**
   * The complaint workflow: overdue after COMPLAINT_DUE_DAYS open; same plate within
   * COMPLAINT_DUPLICATE_DAYS may be a duplicate; stale when open and unchanged for
   * PERSONAL_DATA_RETENTION_DAYS (retention waits for the case to close).
   */
  workflow: { dueDays: number; duplicateDays: number; staleDays: number };
  /** Tile sources the map uses (`GET /api/mapConfig`); their origins are admitted by the CSP. */
  map: { street: TileSourceConfig; satellite: TileSourceConfig };
  /**
   * Web Push of a case's changes: VAPID_SUBJECT (a `mailto:` or `https:` contact the push services
   * may use), PUSH_ALLOWED_ENDPOINTS (the only origins the server posts to; a caller chooses the
   * endpoint, so anything else would make the server a proxy into its own network) and
   * PUSH_MAX_PER_CODE (phones one receipt code may have).
   */
  push: { subject: string; allowedEndpoints: string[]; maxPerCode: number };
  /** The field staff's SOS button: how long it is held, and the number its SMS fallback writes to. */
  sos: { holdSeconds: number; phone: string | null };
}

export interface TileSourceConfig {
  url: string;
  attribution: string;
  maxZoom: number;
}

/** A placeholder contact: production sets VAPID_SUBJECT to a real one (Apple's push service refuses a bad one). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';

/** Public uploads read at once before 429 "busy" (bounds the bodies held in memory); the formulario bench runs this many clients. */
export const DEFAULT_MAX_CONCURRENT_UPLOADS = 16;

/** OpenStreetMap raster and Esri World Imagery by default; production points at a service it may use. */
export const DEFAULT_TILES = {
  street: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
  satellite: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
  },
} as const;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** SOS_PHONE: digits with an optional leading +, spaces allowed for reading; unset, no SMS fallback. */
function sosPhone(raw: string | undefined): string | null {
  const value = raw?.replace(/[\s-]/g, '') ?? '';
  if (value === '') return null;
  if (!/^\+?\d{3,20}$/.test(value)) throw new ConfigError(`SOS_PHONE must be a phone number (digits, optional leading +), got "${raw}"`);
  return value;
}

function onOff(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`${key} must be "on" or "off", got "${env[key]}"`);
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** proxy-addr's names for ranges (Fastify's trustProxy compiles them). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE = 'TRUST_PROXY=loopback (el proxy en la misma máquina) o TRUST_PROXY=10.0.0.5,10.0.0.6';

/** `entry` when it is an address, a network (address/prefix) or a named range; a ConfigError otherwise. */
function trustedEntry(entry: string): string {
  if (NAMED_RANGES.has(entry)) return entry;
  const [address = '', prefix, ...rest] = entry.split('/');
  // A zone (fe80::1%eth0) names an interface, not a proxy, and Fastify's address parser refuses it.
  const family = address.includes('%') ? 0 : isIP(address);
  const bits = family === 4 ? 32 : 128;
  if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) || Number(prefix ?? bits) > bits) {
    throw new ConfigError(
      `TRUST_PROXY: "${entry}" no es una dirección IP, una red (10.0.0.0/8) ni loopback, linklocal o uniquelocal; ejemplo: ${EXAMPLE}`,
    );
  }
  if (prefix !== undefined && Number(prefix) === 0) {
    throw new ConfigError(`TRUST_PROXY: "${entry}" abarca todas las direcciones; nombre solo las de sus proxies, p. ej. ${EXAMPLE}`);
  }
  return entry;
}

/**
 * The proxies whose X-Forwarded-For is believed. Never "all" (`true`): the client's own header
 * would name its address. Never a number of hops: Fastify 5 ignores a count (it cannot tell the
 * proxy from a client that connects directly), so it would silently trust nobody.
 */
function trustProxy(raw: string | undefined): false | string[] {
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true confiaría en cualquier X-Forwarded-For, también en el que escribe el propio cliente para elegir su dirección; nombre las direcciones de sus proxies: ${EXAMPLE}`,
    );
  }
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw}: un número de proxies no dice quién es el proxy y Fastify lo ignora; nombre sus direcciones: ${EXAMPLE}`,
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(trustedEntry);
  return entries.length > 0 ? entries : false;
}

function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new ConfigError(`TZ "${zone}" is not a known time zone`);
  }
}

function redisUrl(raw: string | undefined): string | null {
  const url = raw?.trim() || null;
  if (url && !/^rediss?:\/\//.test(url)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return url;
}

function redisPrefix(raw: string | undefined): string {
  const prefix = raw?.trim() || 'reclamos';
  if (!/^[\w.-]{1,50}$/.test(prefix)) throw new ConfigError('REDIS_PREFIX must be 1 to 50 letters, digits, ".", "_" or "-"');
  return prefix;
}

/** An XYZ template: absolute http(s) or same-origin path, with {z}, {x} and {y}. */
function tileSource(env: Env, urlKey: string, attributionKey: string, fallback: { url: string; attribution: string }): TileSourceConfig {
  const url = env[urlKey]?.trim() || fallback.url;
  if (!/^(https?:\/\/[^/]+)?\/(?!\/)/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new ConfigError(`${urlKey} must be an http(s) URL or a path starting with / containing {z}, {x} and {y}, got "${url}"`);
  }
  return { url, attribution: env[attributionKey]?.trim() || fallback.attribution, maxZoom: 18 };
}

function signing(env: Env): AppConfig['signing'] {
  const file = env.SIGNING_P12_FILE?.trim();
  const passphrase = env.SIGNING_P12_PASSPHRASE;
  if (!file && passphrase === undefined) return null;
  if (!file) throw new ConfigError('SIGNING_P12_PASSPHRASE needs SIGNING_P12_FILE');
  if (!fs.existsSync(path.resolve(REPO_ROOT, file))) throw new ConfigError(`SIGNING_P12_FILE: ${file} does not exist`);
  return { p12File: path.resolve(REPO_ROOT, file), passphrase: passphrase ?? '' };
}

function retention(env: Env): AppConfig['retention'] {
  const personalDataDays = integer(env, 'PERSONAL_DATA_RETENTION_DAYS', WORKFLOW_DEFAULTS.staleDays, 1, 36500);
  return { personalDataDays, photoDays: integer(env, 'PHOTO_RETENTION_DAYS', personalDataDays, 1, 36500) };
}

function vapidSubject(raw: string | undefined): string {
  const subject = raw?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: address');
  }
  return subject;
}

function pushEndpoints(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [...DEFAULT_PUSH_ENDPOINTS];
  for (const entry of entries) {
    if (!parseAllowedOrigin(entry)) {
      throw new ConfigError(`PUSH_ALLOWED_ENDPOINTS: "${entry}" is not an origin (https://host[:port], https://*.domain)`);
    }
  }
  return entries;
}

function metricsToken(raw: string | undefined): string | null {
  const token = raw?.trim() || null;
  if (token !== null && token.length < 16) throw new ConfigError('METRICS_TOKEN must have at least 16 characters');
  return token;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword !== null && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  }
  const cert = env.TLS_CERT?.trim();
  const key = env.TLS_KEY?.trim();
  if (Boolean(cert) !== Boolean(key)) throw new ConfigError('TLS_CERT and TLS_KEY go together');
  const maxConcurrentHashes = integer(env, 'LOGIN_MAX_CONCURRENT_HASHES', 2, 1, 64);
  const maxUploads = integer(env, 'FORMULARIO_MAX_CONCURRENT_UPLOADS', DEFAULT_MAX_CONCURRENT_UPLOADS, 1, 1000);
  const kept = retention(env);
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || 'data');
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir,
    photosDir: env.PHOTOS_DIR?.trim() ? path.resolve(REPO_ROOT, env.PHOTOS_DIR.trim()) : path.join(dataDir, 'photos'),
    adminPassword,
    timeZone: validTimeZone(env.TZ?.trim() || 'America/La_Paz'),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    tls: cert && key ? { cert, key } : null,
    staticDir: path.resolve(REPO_ROOT, env.STATIC_DIR?.trim() || 'apps/pwa/dist'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    slowRequestMs: integer(env, 'LOG_SLOW_REQUEST_MS', 1000, 0, 3_600_000),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 90),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 17, 10, 20),
    login: {
      maxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1, 100000),
      maxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 100000),
      windowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
      maxConcurrentHashes,
      // Half the hashes by default: one address hammering sign-in leaves the other half to everyone else.
      maxConcurrentHashesPerAddress: integer(
        env,
        'LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS',
        Math.max(1, Math.floor(maxConcurrentHashes / 2)),
        1,
        maxConcurrentHashes,
      ),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024),
    publicRateLimitPerMinute: integer(env, 'PUBLIC_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    uploads: {
      perHour: integer(env, 'FORMULARIO_MAX_PER_HOUR', 300, 1, 10_000_000),
      bytesPerHour: integer(env, 'FORMULARIO_MAX_MB_PER_HOUR', 1024, 1, 10_000_000) * 1024 * 1024,
      maxConcurrent: maxUploads,
      // A quarter of the slots by default: one address's slow or stalled bodies cannot keep every citizen out.
      maxConcurrentPerAddress: integer(
        env,
        'FORMULARIO_MAX_CONCURRENT_UPLOADS_PER_ADDRESS',
        Math.max(1, Math.floor(maxUploads / 4)),
        1,
        1000,
      ),
      maxQueued: integer(env, 'FORMULARIO_MAX_QUEUED_UPLOADS', maxUploads * 4, 0, 10_000),
      queueSeconds: integer(env, 'FORMULARIO_QUEUE_SECONDS', 10, 0, 120),
      stallSeconds: integer(env, 'FORMULARIO_STALL_SECONDS', 30, 1, 3600),
    },
    importRead: {
      seconds: integer(env, 'IMPORT_READ_SECONDS', 30, 1, 600),
      memoryMb: integer(env, 'IMPORT_READ_MEMORY_MB', 256, 64, 4096),
    },
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: redisPrefix(env.REDIS_PREFIX),
    positions: {
      historyDays: integer(env, 'POSITION_HISTORY_DAYS', 90, 1, 3650),
      minIntervalMs: integer(env, 'POSITION_MIN_INTERVAL_SECONDS', 5, 0, 3600) * 1000,
      batchMs: integer(env, 'POSITION_BATCH_MS', 20, 1, 60_000),
      batchRows: integer(env, 'POSITION_BATCH_ROWS', 500, 1, 100_000),
      maxQueued: integer(env, 'POSITION_MAX_QUEUED', 5000, 1, 1_000_000),
      maxLagMs: integer(env, 'POSITION_MAX_LAG_MS', 50, 1, 60_000),
      viewerFlushMs: integer(env, 'POSITION_VIEWER_FLUSH_MS', 50, 10, 60_000),
      maxAgeMs: integer(env, 'POSITION_MAX_AGE_SECONDS', 3, 1, 3600) * 1000,
    },
    backup: {
      dir: env.BACKUP_DIR?.trim() ? path.resolve(REPO_ROOT, env.BACKUP_DIR.trim()) : null,
      everyHours: integer(env, 'BACKUP_EVERY_HOURS', 24, 1, 24 * 365),
      keep: integer(env, 'BACKUP_KEEP', 14, 1, 10_000),
      keyFile: env.BACKUP_KEY_FILE?.trim() ? path.resolve(REPO_ROOT, env.BACKUP_KEY_FILE.trim()) : path.join(dataDir, 'backup.key'),
    },
    retention: kept,
    photoCheckHours: integer(env, 'PHOTO_CHECK_HOURS', 24, 0, 24 * 365),
    faceDetection: onOff(env, 'FACE_DETECTION', true),
    signing: signing(env),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    workflow: {
      dueDays: integer(env, 'COMPLAINT_DUE_DAYS', WORKFLOW_DEFAULTS.dueDays, 1, 3650),
      duplicateDays: integer(env, 'COMPLAINT_DUPLICATE_DAYS', WORKFLOW_DEFAULTS.duplicateDays, 0, 365),
      staleDays: kept.personalDataDays,
    },
    push: {
      subject: vapidSubject(env.VAPID_SUBJECT),
      allowedEndpoints: pushEndpoints(env.PUSH_ALLOWED_ENDPOINTS),
      maxPerCode: integer(env, 'PUSH_MAX_PER_CODE', PUSH_LIMITS.perCode, 1, 100_000),
    },
    map: {
      street: tileSource(env, 'MAP_STREET_TILES', 'MAP_STREET_ATTRIBUTION', DEFAULT_TILES.street),
      satellite: tileSource(env, 'MAP_SATELLITE_TILES', 'MAP_SATELLITE_ATTRIBUTION', DEFAULT_TILES.satellite),
    },
    sos: { holdSeconds: integer(env, 'SOS_HOLD_SECONDS', 2, 1, 10), phone: sosPhone(env.SOS_PHONE) },
  };
}
