import { call } from '../api/call.ts';
import { setAppTimeZone } from '../lib/dates.ts';

/** Takes the server's public configuration at start; offline, the zone kept last time stays. */
export function loadAppConfig(): void {
  call('appConfig', {})
    .then((config) => setAppTimeZone(config.timeZone))
    .catch(() => undefined);
}
