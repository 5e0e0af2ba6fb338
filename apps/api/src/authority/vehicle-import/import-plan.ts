import { IMPORT_COLUMNS, VEHICULO_FIELDS, VEHICULO_LIMITS, type VehiculoField } from '@reclamos/shared-types/authority/values';
import { INSPECTION_PLACA_PATTERN } from '@reclamos/shared-types/inspections/values';
import { hasControlCharacters } from '@reclamos/shared-types/common-schemas';
import type { ImportResult, ImportRow, RegistryVehiculo } from '@reclamos/shared-types/authority/schemas';
import { HttpError } from '../../platform/http/http-error.ts';
import { delitoKey } from '../fold-key.ts';
import { registryText } from '../registry-text.ts';
import type { SheetCell, SheetRow } from './sheet.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;
type Column = (typeof IMPORT_COLUMNS)[number];

/** A data row of the file, its cells by column. */
export interface FileRow {
  fila: number;
  cells: Partial<Record<Column, SheetCell>>;
}

/**
 * The header row's columns (case, accents and blanks ignored: 'Línea', 'NUMERO', ' placa ').
 * Refuses the whole file (400) without `placa`, with a column it does not know or twice the same.
 * Empty header cells are ignored with their column.
 */
export function fileRows(rows: readonly SheetRow[]): FileRow[] {
  const header = rows[0];
  if (!header || rows.length < 2) throw new HttpError(400, API.importEmpty);
  const columns = header.cells.map((cell) => (typeof cell === 'string' ? delitoKey(cell).replace(/[^a-z]/g, '') : '='));
  const unknown = header.cells.filter((_, i) => columns[i] !== '' && !(IMPORT_COLUMNS as readonly string[]).includes(columns[i] ?? ''));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      API.importUnknownColumns(unknown.map((cell) => (typeof cell === 'string' ? cell.trim() : API.importFormulaHeader))),
    );
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== '' && seen.has(column)) throw new HttpError(400, API.importDuplicateColumn(column));
    seen.add(column);
  }
  if (!seen.has('placa')) throw new HttpError(400, API.importNoPlacaColumn);
  const data = rows
    .slice(1)
    .filter((row) => row.cells.some((cell) => cell !== '' && (typeof cell !== 'string' || cell.trim() !== '')))
    .map((row) => {
      const cells: Partial<Record<Column, SheetCell>> = {};
      columns.forEach((column, i) => {
        if (column !== '') cells[column as Column] = row.cells[i] ?? '';
      });
      return { fila: row.fila, cells };
    });
  if (data.length === 0) throw new HttpError(400, API.importEmpty);
  return data;
}

/**
 * A cell that starts like a spreadsheet formula (=, +, -, @, or a tab / carriage return before
 * one): refused, never stored, so a later export of the registry cannot run it in someone's
 * spreadsheet (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

type CellCheck = { value: string } | { motivo: string };

function checkCell(column: Column, cell: SheetCell | undefined): CellCheck {
  if (cell === undefined) return { value: '' };
  if (typeof cell !== 'string') return { motivo: API.rowFormula(column) };
  const raw = cell.trim();
  if (FORMULA_START.test(raw)) return { motivo: API.rowFormula(column) };
  if (hasControlCharacters(raw)) return { motivo: API.rowControl(column) };
  const value = registryText(raw);
  if (value.length > VEHICULO_LIMITS[column]) return { motivo: API.rowTooLong(column, VEHICULO_LIMITS[column]) };
  return { value };
}

/** A row the plan creates or updates: the fields it sets and, for an update, the row before. */
export interface PlannedChange {
  fila: number;
  placa: string;
  set: Partial<Record<VehiculoField, string>>;
  before: RegistryVehiculo | null;
}

export interface ImportPlan {
  rows: ImportRow[];
  changes: PlannedChange[];
  resumen: ImportResult['resumen'];
}

const PLACA = new RegExp(INSPECTION_PLACA_PATTERN);

/** The plates of rows that may be planned (for reading their registry rows). */
export function platesOf(rows: readonly FileRow[]): string[] {
  const plates = new Set<string>();
  for (const row of rows) {
    const check = checkCell('placa', row.cells.placa);
    if ('value' in check && PLACA.test(check.value)) plates.add(check.value);
  }
  return [...plates];
}

/**
 * What each row does against the registry as it is (`existing`, by plate): create (every
 * non-empty field), update (only fields whose non-empty cell differs; an empty cell leaves a field
 * as it is), no change, or refused with its Spanish reason. A plate seen on an earlier row of the
 * file refuses the later one. The dry run answers this plan; the real run computes it again
 * inside its transaction and applies exactly it.
 */
export function planImport(rows: readonly FileRow[], existing: ReadonlyMap<string, RegistryVehiculo>): ImportPlan {
  const out: ImportRow[] = [];
  const changes: PlannedChange[] = [];
  const firstRow = new Map<string, number>();
  const resumen = { crear: 0, actualizar: 0, sinCambios: 0, rechazadas: 0 };
  const refuse = (fila: number, placa: string, motivo: string) => {
    resumen.rechazadas += 1;
    out.push({ fila, placa, accion: 'rechazada', cambios: [], motivo });
  };
  for (const row of rows) {
    const placaCheck = checkCell('placa', row.cells.placa);
    const shownPlaca = typeof row.cells.placa === 'string' ? row.cells.placa.trim().slice(0, 20) : '';
    if ('motivo' in placaCheck) {
      refuse(row.fila, shownPlaca, placaCheck.motivo);
      continue;
    }
    const placa = placaCheck.value;
    if (placa === '') {
      refuse(row.fila, '', API.rowPlacaMissing);
      continue;
    }
    if (!PLACA.test(placa)) {
      refuse(row.fila, shownPlaca, API.rowPlacaInvalid);
      continue;
    }
    const earlier = firstRow.get(placa);
    if (earlier !== undefined) {
      refuse(row.fila, placa, API.rowRepeated(earlier));
      continue;
    }
    firstRow.set(placa, row.fila);
    const values: Partial<Record<VehiculoField, string>> = {};
    let motivo: string | null = null;
    for (const field of VEHICULO_FIELDS) {
      const check = checkCell(field, row.cells[field]);
      if ('motivo' in check) {
        motivo = check.motivo;
        break;
      }
      if (check.value !== '') values[field] = check.value;
    }
    if (motivo !== null) {
      refuse(row.fila, placa, motivo);
      continue;
    }
    const before = existing.get(placa) ?? null;
    const set: Partial<Record<VehiculoField, string>> = {};
    const cambios = [];
    for (const field of VEHICULO_FIELDS) {
      const value = values[field];
      const antes = before ? before[field] : '';
      if (value !== undefined && value !== antes) {
        set[field] = value;
        cambios.push({ campo: field, antes, despues: value });
      }
    }
    if (!before) {
      resumen.crear += 1;
      out.push({ fila: row.fila, placa, accion: 'crear', cambios });
      changes.push({ fila: row.fila, placa, set, before: null });
    } else if (cambios.length > 0) {
      resumen.actualizar += 1;
      out.push({ fila: row.fila, placa, accion: 'actualizar', cambios });
      changes.push({ fila: row.fila, placa, set, before });
    } else {
      resumen.sinCambios += 1;
      out.push({ fila: row.fila, placa, accion: 'sin cambios', cambios: [] });
    }
  }
  return { rows: out, changes, resumen };
}
