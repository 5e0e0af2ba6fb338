import { useCallback, useState } from 'react';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

export type LocationState =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'ready'; lat: number; lng: number; accuracy: number | null }
  | { status: 'failed'; message: string };

/** "Usar mi ubicación": the phone's position, only when the person asks for it. */
export function useLocation(initial: { lat: number; lng: number } | null = null) {
  const [state, setState] = useState<LocationState>(
    initial ? { status: 'ready', lat: initial.lat, lng: initial.lng, accuracy: null } : { status: 'none' },
  );

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: COMPLAINTS_MSG.form.locationFailed });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'ready', lat: coords.latitude, lng: coords.longitude, accuracy: Math.round(coords.accuracy) }),
      (error) =>
        setState({
          status: 'failed',
          message: error.code === error.PERMISSION_DENIED ? COMPLAINTS_MSG.form.locationDenied : COMPLAINTS_MSG.form.locationFailed,
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);

  const clear = useCallback(() => setState({ status: 'none' }), []);

  return { state, locate, clear };
}
