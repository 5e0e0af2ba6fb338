import { Badge, type BadgeProps } from '@chakra-ui/react';

/**
 * A complaint's state as a coloured badge: new is blue, under way orange/purple, closed green
 * (resolved) or grey (not applicable, duplicate). The text is the state itself, so the colour is
 * never the only cue. Unknown states (a newer server) show in grey.
 */
const STATE_COLOR: Record<string, BadgeProps['colorPalette']> = {
  RECIBIDO: 'blue',
  'EN REVISION': 'orange',
  'DERIVADO A INSPECCION': 'purple',
  RESUELTO: 'green',
  'NO PROCEDE': 'gray',
  DUPLICADO: 'gray',
};

export function CaseStateBadge({ estado, ...props }: { estado: string } & BadgeProps) {
  return (
    <Badge colorPalette={STATE_COLOR[estado] ?? 'gray'} variant="subtle" data-estado={estado} whiteSpace="nowrap" {...props}>
      {estado}
    </Badge>
  );
}
