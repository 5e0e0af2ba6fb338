import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCrosshair, LuUsers } from 'react-icons/lu';
import type { DrawnMarker } from '../position-rules.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

interface PeopleListProps {
  markers: readonly DrawnMarker[];
  onChoose: (marker: DrawnMarker) => void;
}

const TEXT = POSITIONS_MSG.people;

/** The people on the map, by name: choosing one centres the map on them (and finds them in a crowd). */
function PeopleButtons({ markers, onChoose }: PeopleListProps) {
  const sorted = [...markers].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  if (sorted.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {TEXT.empty}
      </Text>
    );
  }
  return (
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
  );
}

/** Beside the map on a wide window: a column as high as the map, scrolling on its own. */
export function PeopleList({ markers, onChoose }: PeopleListProps) {
  return (
    <Box
      as="aside"
      aria-labelledby="people-list-title"
      w="64"
      flexShrink={0}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p="3"
    >
      <Heading as="h2" size="sm" id="people-list-title" mb="2">
        {TEXT.title}
      </Heading>
      <PeopleButtons markers={markers} onChoose={onChoose} />
    </Box>
  );
}

/**
 * Below Chakra's `lg` the map takes the whole width: 'Personas en el mapa', under the map's other
 * controls at its top right (the bottom is the attribution's, which long tile credits widen),
 * opens the list in a drawer, and choosing someone closes it so the map shows them.
 */
export function PeopleDrawer({ markers, onChoose }: PeopleListProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="blue" bg="bg" boxShadow="md">
          <LuUsers /> {TEXT.title}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title>{TEXT.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" pt="0">
              <PeopleButtons
                markers={markers}
                onChoose={(marker) => {
                  setOpen(false);
                  onChoose(marker);
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
