import { call } from '../api/call.ts';
import { reRegisterFollows, setVapidPublicKey } from '../api/push-follow.ts';
import { setAppTimeZone } from '../lib/dates.ts';
import { setServerSosSettings } from '../features/sos/sos-settings.ts';

/**
 * Takes the server's public configuration at start; offline, the zone and SOS settings kept last
 * time stay. Then sends this phone's push subscription again for every code it follows (they
 * expire silently).
 */
export function loadAppConfig(): void {
  call('appConfig', {})
    .then((config) => {
      setAppTimeZone(config.timeZone);
      setServerSosSettings(config.sos);
      setVapidPublicKey(config.vapidPublicKey);
      return reRegisterFollows();
    })
    .catch(() => undefined);
}
