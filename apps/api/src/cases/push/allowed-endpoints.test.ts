import { describe, expect, it } from 'vitest';
import { allowedEndpoint, DEFAULT_PUSH_ENDPOINTS, parseAllowedOrigin } from './allowed-endpoints.ts';

const DEFAULTS = DEFAULT_PUSH_ENDPOINTS.map((entry) => parseAllowedOrigin(entry)!);

describe('the default push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXk9:APA91bH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://FCM.googleapis.com:443/fcm/send/x',
  ])('accepts a browser endpoint: %s', (endpoint) => {
    expect(allowedEndpoint(endpoint, DEFAULTS)).toBe(new URL(endpoint).href);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/https://fcm.googleapis.com/',
    'https://notify.windows.com/w/',
    'https://evilnotify.windows.com/w/',
    'https://fcm.googleapis.com@127.0.0.1/',
    'https://user@fcm.googleapis.com/',
    'https://fcm.googleapis.com\\@127.0.0.1/',
    'https://127.0.0.1/fcm/send/x',
    'https://[::1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://fcm.googleapis.com/#frag',
    'https://fcm.googleapis.com/\u0000',
    '',
  ])('refuses %s', (endpoint) => {
    expect(allowedEndpoint(endpoint, DEFAULTS)).toBeNull();
  });
});

describe('PUSH_ALLOWED_ENDPOINTS entries', () => {
  it('reads origins with a port, a default port or a wildcard', () => {
    expect(parseAllowedOrigin('http://localhost:8090')).toEqual({ protocol: 'http:', host: 'localhost', wildcard: false, port: '8090' });
    expect(parseAllowedOrigin('https://push.example.org:443/')).toEqual({
      protocol: 'https:',
      host: 'push.example.org',
      wildcard: false,
      port: '',
    });
    expect(parseAllowedOrigin('https://*.notify.windows.com')).toEqual({
      protocol: 'https:',
      host: 'notify.windows.com',
      wildcard: true,
      port: '',
    });
  });

  it.each([
    'https://push.example.org/path',
    'ftp://push.example.org',
    'https://user@push.example.org',
    'https://*',
    'push.example.org',
    'https://a.b:99999',
  ])('refuses %s', (entry) => {
    expect(parseAllowedOrigin(entry)).toBeNull();
  });
});
