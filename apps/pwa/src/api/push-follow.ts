import { ApiError } from '../lib/api-error.ts';
import { pushSupport, type PushSupport } from '../lib/push-support.ts';
import { call } from './call.ts';

/**
 * 'Avisarme cuando cambie': this phone's Web Push subscription and the receipt codes it follows.
 * Stored in localStorage (it is the browser's state, not the app's data): the codes followed, the
 * queued complaints (by uuid) whose code should be followed once the server gives it, and the
 * server's VAPID public key from the last `GET /api/appConfig`. The browser's subscription itself
 * is the PushManager's. Permission is only ever asked from the person's tap (`followCode`).
 */

const FOLLOWED_KEY = 'reclamos.push.codigos';
const WAITING_KEY = 'reclamos.push.pendientes';
const VAPID_KEY = 'reclamos.push.vapid';

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify([...new Set(list)]));
  } catch {
    // Private mode without storage: the follow lasts until the page closes.
  }
}

export function setVapidPublicKey(key: string): void {
  try {
    localStorage.setItem(VAPID_KEY, key);
  } catch {
    // As above.
  }
}

async function vapidPublicKey(): Promise<string> {
  const kept = localStorage.getItem(VAPID_KEY);
  if (kept) return kept;
  const { vapidPublicKey: key } = await call('appConfig', {});
  setVapidPublicKey(key);
  return key;
}

export function followedCodes(): string[] {
  return readList(FOLLOWED_KEY);
}

export function isFollowing(codigo: string): boolean {
  return followedCodes().includes(codigo);
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    value
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(value.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** This browser's subscription, made with the server's key when there is none (or it expired). */
async function subscription(): Promise<PushSubscriptionJSON & { endpoint: string; keys: { p256dh: string; auth: string } }> {
  const registration = await navigator.serviceWorker.ready;
  const key = await vapidPublicKey();
  let existing = await registration.pushManager.getSubscription();
  // Made with another key (the server's data was replaced): the push service would refuse the server's posts.
  const keyOf = existing?.options.applicationServerKey;
  if (existing && keyOf && !sameBytes(new Uint8Array(keyOf), base64UrlToBytes(key))) {
    await existing.unsubscribe();
    existing = null;
  }
  const made =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  const json = made.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('subscription without keys');
  return { ...json, endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

async function register(codigo: string): Promise<void> {
  const body = await subscription();
  await call('seguirReclamo', {
    params: { codigo },
    body: { endpoint: body.endpoint, expirationTime: body.expirationTime ?? null, keys: body.keys },
  });
}

/** Asks for permission (call it from a tap) and registers this phone for the code's changes. */
export async function followCode(codigo: string): Promise<PushSupport> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'ok';
  await register(codigo);
  writeList(FOLLOWED_KEY, [...followedCodes(), codigo]);
  return 'ok';
}

export async function unfollowCode(codigo: string): Promise<void> {
  writeList(
    FOLLOWED_KEY,
    followedCodes().filter((code) => code !== codigo),
  );
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  if (current) await call('dejarDeSeguir', { params: { codigo }, body: { endpoint: current.endpoint } }).catch(() => undefined);
}

/** A queued complaint whose code should be followed once the server gives it (permission asked at the tap). */
export async function followWhenCoded(uuid: string): Promise<PushSupport> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'ok';
  writeList(WAITING_KEY, [...readList(WAITING_KEY), uuid]);
  return 'ok';
}

export function isWaitingForCode(uuid: string): boolean {
  return readList(WAITING_KEY).includes(uuid);
}

/** The queued complaint got its code: follow it if the person asked to. */
export async function codeArrived(uuid: string, codigo: string): Promise<void> {
  if (!isWaitingForCode(uuid)) return;
  writeList(
    WAITING_KEY,
    readList(WAITING_KEY).filter((id) => id !== uuid),
  );
  writeList(FOLLOWED_KEY, [...followedCodes(), codigo]);
  if (pushSupport() === 'ok' && Notification.permission === 'granted') await register(codigo).catch(() => undefined);
}

/**
 * On every start: subscriptions expire or change without telling anyone, so this phone sends its
 * current one again for every code it follows (the server renews it, or learns the new endpoint).
 * A code the server no longer knows is dropped.
 */
export async function reRegisterFollows(): Promise<void> {
  const codes = followedCodes();
  if (codes.length === 0 || pushSupport() !== 'ok' || Notification.permission !== 'granted') return;
  for (const codigo of codes) {
    try {
      await register(codigo);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        writeList(
          FOLLOWED_KEY,
          followedCodes().filter((code) => code !== codigo),
        );
    }
  }
}
