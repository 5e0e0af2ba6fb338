import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCrosshair } from 'react-icons/lu';
import type { DrawnMarker } from '../position-rules.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

interface PeopleListProps {
  markers: readonly DrawnMarker[];
  onChoose: (marker: DrawnMarker) => void;
}

const TEXT = POSITIONS_MSG.people;

/** The people on the map, by name: choosing one centres the map on them (and finds them in a crowd). */
export function PeopleList({ markers, onChoose }: PeopleListProps) {
  const sorted = [...markers].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return (
    <Box
      as="aside"
      aria-labelledby="people-list-title"
      w={{ base: 'full', lg: '64' }}
      flexShrink={0}
      maxH={{ lg: '90vh' }}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p="3"
    >
      <Heading as="h2" size="sm" id="people-list-title" mb="2">
        {TEXT.title}
      </Heading>
      {sorted.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {TEXT.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" data-testid="people-list">
          {sorted.map((marker) => (
            <li key={marker.id}>
              <Button
                variant="ghost"
                size="sm"
                w="full"
                justifyContent="start"
                aria-label={TEXT.centreOn(marker.nombre)}
                // A long name is cut to the column's width: the whole name shows on hover.
                title={marker.nombre}
                data-user-id={marker.id}
                onClick={() => onChoose(marker)}
              >
                <LuCrosshair /> <Text truncate>{marker.nombre}</Text>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
