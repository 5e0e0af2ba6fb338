import { call } from '../api/call.ts';
import { reRegisterFollows, setVapidPublicKey } from '../api/push-follow.ts';
import { setAppTimeZone } from '../lib/dates.ts';

/**
 * Takes the server's public configuration at start; offline, the zone kept last time stays. Then
 * sends this phone's push subscription again for every code it follows (they expire silently).
 */
export function loadAppConfig(): void {
  call('appConfig', {})
    .then((config) => {
      setAppTimeZone(config.timeZone);
      setVapidPublicKey(config.vapidPublicKey);
      return reRegisterFollows();
    })
    .catch(() => undefined);
}
