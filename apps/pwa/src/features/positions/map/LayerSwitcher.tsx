import { Button, Group } from '@chakra-ui/react';
import type { BaseLayer } from './map-styles.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const LAYERS: { value: BaseLayer; label: string }[] = [
  { value: 'street', label: POSITIONS_MSG.map.street },
  { value: 'satellite', label: POSITIONS_MSG.map.satellite },
];

/** 'Calles' / 'Satélite': one base layer at a time, as the original's layer control. */
export function LayerSwitcher({ value, onChange }: { value: BaseLayer; onChange: (layer: BaseLayer) => void }) {
  return (
    <Group attached role="radiogroup" aria-label={POSITIONS_MSG.map.layers} boxShadow="md" borderRadius="md">
      {LAYERS.map((layer) => (
        <Button
          key={layer.value}
          role="radio"
          aria-checked={value === layer.value}
          size="sm"
          variant={value === layer.value ? 'solid' : 'surface'}
          colorPalette="blue"
          bg={value === layer.value ? undefined : 'bg'}
          onClick={() => onChange(layer.value)}
        >
          {layer.label}
        </Button>
      ))}
    </Group>
  );
}
