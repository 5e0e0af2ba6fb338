import { Badge, Box, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { PlateVehicle } from './plate-data.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.plate;
const FIELDS = ['tipo', 'marca', 'modelo', 'linea', 'numero', 'chofer', 'carnet'] as const;

/** The registry row of the plate (the phone's copy lacks número, chofer and carnet). */
export function VehicleCard({ vehiculo, onPhone }: { vehiculo: PlateVehicle | null; onPhone: boolean }) {
  return (
    <Box as="section" aria-label={TEXT.registry} bg="bg" borderWidth="1px" rounded="l2" p="4" data-testid="plate-registry">
      <HStack gap="3" mb="3" wrap="wrap">
        <Heading as="h2" size="md">
          {TEXT.registry}
        </Heading>
        {onPhone ? <Badge colorPalette="orange">{TEXT.onPhone}</Badge> : null}
      </HStack>
      {vehiculo ? (
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} columnGap="4" rowGap="3">
          {FIELDS.filter((field) => vehiculo[field] !== undefined).map((field) => (
            <Box key={field} minW="0">
              <Text as="dt" textStyle="xs" color="fg.muted">
                {TEXT.fields[field]}
              </Text>
              <Text as="dd" fontWeight="medium" wordBreak="break-word" data-field={field}>
                {vehiculo[field] || '—'}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">{TEXT.notInRegistry}</Text>
      )}
    </Box>
  );
}
