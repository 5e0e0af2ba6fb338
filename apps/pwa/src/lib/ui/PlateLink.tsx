import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

/** The signed-in page of one plate: its registry row, complaints and inspections. */
export function platePath(placa: string): string {
  return `/navegador/placa/${encodeURIComponent(placa)}`;
}

/** A plate in a table, as a link to its page; an empty plate shows nothing. */
export function PlateLink({ placa }: { placa: string }) {
  if (!placa) return null;
  return (
    <Link asChild color="blue.fg" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={platePath(placa)} title={AUTHORITY_MSG.plate.open(placa)} data-plate-link={placa}>
        {placa}
      </RouterLink>
    </Link>
  );
}
