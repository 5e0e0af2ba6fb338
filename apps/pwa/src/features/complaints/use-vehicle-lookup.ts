import { useEffect, useState } from 'react';
import type { SearchVehiculoResponse } from '@reclamos/shared-types/complaints/schemas';
import { ApiError } from '../../lib/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { searchVehiculo } from './complaints-api.ts';
import { lookupReady } from './form-values.ts';

export type VehicleInfo = Pick<NonNullable<SearchVehiculoResponse['vehiculo']>, 'tipo' | 'linea' | 'numero'>;

const DEBOUNCE_MS = 300;

/**
 * A plate longer than 4 characters looks the vehicle up so the citizen can confirm it: found →
 * its tipo, línea and número; not found → nothing shown. Offline the last answer for that very
 * plate stays; another plate clears it.
 */
export function useVehicleLookup(placa: string): VehicleInfo | null {
  const debounced = useDebouncedValue(placa, DEBOUNCE_MS);
  const [found, setFound] = useState<{ placa: string; info: VehicleInfo } | null>(null);

  useEffect(() => {
    if (!lookupReady(debounced)) return;
    const controller = new AbortController();
    searchVehiculo(debounced, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        const vehiculo = answer.success ? answer.vehiculo : undefined;
        setFound(vehiculo ? { placa: debounced, info: { tipo: vehiculo.tipo, linea: vehiculo.linea, numero: vehiculo.numero } } : null);
      })
      .catch((error: unknown) => {
        // No coverage or throttled: what is shown stays; anything else is a bug worth a log.
        if (!controller.signal.aborted && !(error instanceof ApiError)) console.error('vehicle lookup failed', error);
      });
    return () => controller.abort();
  }, [debounced]);

  return found !== null && found.placa === placa ? found.info : null;
}
