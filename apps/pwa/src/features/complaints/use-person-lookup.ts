import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { searchPersona } from './complaints-api.ts';
import { findMyIdentity } from './complaints-data.ts';
import { lookupReady } from './form-values.ts';

export interface PersonFill {
  nombre: string;
  /** undefined leaves the telefono as typed. */
  telefono?: string;
}

const DEBOUNCE_MS = 300;

/**
 * The person lookup: a cedula longer than 4 characters looks the person up; found → nombre filled
 * (from this phone's memory, or whole for staff: anonymous callers get a masked name),
 * not found → nombre and telefono cleared. The telefono (never handed out to anonymous callers)
 * and the device owner's own nombre come from what this phone itself sent before. Without
 * coverage nothing typed is cleared: only the phone's own memory can fill.
 */
export function usePersonLookup(cedula: string, onFill: (fill: PersonFill) => void): void {
  const debounced = useDebouncedValue(cedula, DEBOUNCE_MS);
  const onFillRef = useRef(onFill);
  useEffect(() => {
    onFillRef.current = onFill;
  });

  useEffect(() => {
    if (!lookupReady(debounced)) return;
    const controller = new AbortController();
    const apply = (fill: PersonFill) => {
      if (!controller.signal.aborted) onFillRef.current(fill);
    };
    void (async () => {
      // Both at once: the phone's memory may wait for the database's code, the server for the network.
      const asked = searchPersona(debounced, controller.signal);
      asked.catch(() => undefined);
      const mine = await findMyIdentity(debounced);
      try {
        const answer = await asked;
        if (mine) apply({ nombre: mine.nombre, telefono: mine.telefono });
        else if (answer.success && answer.persona) {
          const { nombre, telefono } = answer.persona;
          // An anonymous caller gets the name masked: nothing to fill, what was typed stays.
          if (telefono !== undefined) apply({ nombre: nombre.toUpperCase(), telefono });
        } else apply({ nombre: '', telefono: '' });
      } catch (error) {
        if (controller.signal.aborted || !(error instanceof ApiError)) return;
        if (mine) apply({ nombre: mine.nombre, telefono: mine.telefono });
      }
    })();
    return () => controller.abort();
  }, [debounced]);
}
