import { AUTHORITY_MAX_PAGE_SIZE } from '@reclamos/shared-types/authority/values';
import { downloadSheet } from '../../../lib/xlsx.ts';
import { fetchAudit } from '../authority-api.ts';
import { toAuditRow, toQuery, type AuditFilters } from './audit-values.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = AUTHORITY_MSG.auditoria;
const C = TEXT.columns;

/** At most this many rows go to one file (40 pages of the server's largest page). */
export const EXPORT_MAX_ROWS = 20_000;

const COLUMNS = [
  { header: C.fecha, key: 'fecha', width: 18 },
  { header: C.usuario, key: 'usuario', width: 28 },
  { header: C.accion, key: 'accion', width: 18 },
  { header: C.objeto, key: 'objeto', width: 18 },
  { header: C.id, key: 'id', width: 12 },
  { header: C.antes, key: 'antes', width: 50 },
  { header: C.despues, key: 'despues', width: 50 },
];

/**
 * Every change the filters find (not only the page on screen), newest first, to an XLSX. Loaded
 * on the first click, with the spreadsheet writer. Answers how many rows were written.
 */
export async function exportAudit(filters: AuditFilters): Promise<{ written: number; total: number }> {
  const query = toQuery(filters);
  const entries = [];
  let total = 0;
  for (let pagina = 1; entries.length < EXPORT_MAX_ROWS; pagina += 1) {
    const page = await fetchAudit({ ...query, pagina, porPagina: AUTHORITY_MAX_PAGE_SIZE });
    total = page.total;
    entries.push(...page.items);
    if (page.items.length < AUTHORITY_MAX_PAGE_SIZE || entries.length >= total) break;
  }
  const rows = entries.slice(0, EXPORT_MAX_ROWS).map((entry) => {
    const row = toAuditRow(entry);
    return {
      fecha: row.fecha,
      usuario: row.usuario,
      accion: row.accion,
      objeto: row.objeto,
      id: row.objetoId,
      antes: row.antes.join('\n'),
      despues: row.despues.join('\n'),
    };
  });
  await downloadSheet({
    fileName: TEXT.fileName(filters.desde, filters.hasta),
    sheetName: TEXT.sheetName,
    creator: MSG.app.name,
    columns: COLUMNS,
    rows,
  });
  return { written: rows.length, total };
}
