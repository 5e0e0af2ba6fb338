import { Button, HStack, Text } from '@chakra-ui/react';
import { LuMapPin, LuX } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import type { LocationState } from './use-location.ts';

interface LocationButtonProps {
  state: LocationState;
  onLocate: () => void;
  onClear: () => void;
}

/** The optional "Usar mi ubicación": attaches the phone's position to the complaint. */
export function LocationButton({ state, onLocate, onClear }: LocationButtonProps) {
  const form = MSG.complaintForm;
  if (state.status === 'ready') {
    return (
      <HStack gap="2" justify="space-between" data-testid="location-attached">
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
      <Button variant="outline" size="sm" loading={state.status === 'locating'} loadingText={form.locating} onClick={onLocate}>
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
