import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import type { LocalComplaint } from './local-rows.ts';

/**
 * The infraction of one of this phone's complaints, as its panel names it: the catalogue's name
 * now (a rename shows), else the name it had when the complaint was made (retired since), else
 * its number (a row older than that name, with its infraction gone from the catalogue).
 */
export function delitoName(row: Pick<LocalComplaint, 'fields' | 'delito'>, catalogue: DelitoList | undefined): string {
  return catalogue?.find((delito) => delito.id === row.fields.delito_id)?.detalle ?? row.delito ?? `#${row.fields.delito_id}`;
}
