import { useEffect, useRef } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuMapPin, LuX } from 'react-icons/lu';
import { focusIfLost } from '../../lib/focus.ts';
import type { LocationState } from './use-location.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface LocationButtonProps {
  state: LocationState;
  onLocate: () => void;
  onClear: () => void;
}

/** The optional "Usar mi ubicación": attaches the phone's position to the complaint. */
export function LocationButton({ state, onLocate, onClear }: LocationButtonProps) {
  const form = COMPLAINTS_MSG.form;
  // The button is disabled while locating and replaced once located, which drops focus: the
  // attached position (or the button again, after a failure) takes it back.
  const attached = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef(state.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was !== 'locating') return; // only the outcome of a search, never on first display
    if (state.status === 'ready') focusIfLost(attached.current);
    else focusIfLost(button.current);
  }, [state.status]);
  if (state.status === 'ready') {
    return (
      <HStack ref={attached} tabIndex={-1} gap="2" justify="space-between" data-testid="location-attached">
        <HStack gap="1.5" color="green.fg" minW="0">
          <LuMapPin />
          <Text textStyle="sm">{form.locationAttached(state.accuracy)}</Text>
        </HStack>
        <Button size="xs" variant="ghost" onClick={onClear} aria-label={form.removeLocation}>
          <LuX />
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button ref={button} variant="outline" size="sm" loading={state.status === 'locating'} loadingText={form.locating} onClick={onLocate}>
        <LuMapPin /> {form.useLocation}
      </Button>
      {state.status === 'failed' ? (
        <Text textStyle="sm" color="fg.error">
          {state.message}
        </Text>
      ) : null}
    </HStack>
  );
}
