import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { lookupReady } from './form-values.ts';

const DEBOUNCE_MS = 300;

/**
 * The inspection form's lookups: once the typed cedula or placa has 4 characters or more (and the
 * person stopped typing), look it up and hand the answer (null when unknown) to `onResult`
 * together with the value it answers for. Returns true while a lookup runs.
 */
export function useRegistryLookup<T>(
  value: string,
  lookup: (value: string, signal: AbortSignal) => Promise<T | null>,
  onResult: (typed: string, found: T | null) => void,
): boolean {
  const debounced = useDebouncedValue(value, DEBOUNCE_MS);
  // The value whose lookup has ended (answered, failed or replaced): running is "not that one".
  const [settled, setSettled] = useState<string | null>(null);
  const callbacks = useRef({ lookup, onResult, value });
  useEffect(() => {
    callbacks.current = { lookup, onResult, value };
  });

  useEffect(() => {
    if (!lookupReady(debounced)) return;
    const controller = new AbortController();
    callbacks.current
      .lookup(debounced, controller.signal)
      .then((found) => {
        // Typed on meanwhile: this answer is for an older value, the next lookup decides.
        if (controller.signal.aborted || callbacks.current.value !== debounced) return;
        callbacks.current.onResult(debounced, found);
      })
      .catch(() => {
        // Aborted (the value changed) or the phone's storage failed: the typed value stays.
      })
      .finally(() => {
        if (!controller.signal.aborted) setSettled(debounced);
      });
    return () => controller.abort();
  }, [debounced]);

  return lookupReady(debounced) && settled !== debounced && value === debounced;
}
