import { call } from '../api/call.ts';
import { setAppTimeZone } from '../lib/dates.ts';
import { setServerSosSettings } from '../features/sos/sos-settings.ts';

/** Takes the server's public configuration at start; offline, the zone and SOS settings kept last time stay. */
export function loadAppConfig(): void {
  call('appConfig', {})
    .then((config) => {
      setAppTimeZone(config.timeZone);
      setServerSosSettings(config.sos);
    })
    .catch(() => undefined);
}
