/** A cell's text, or a formula (an XLSX formula cell), which is never evaluated. */
export type SheetCell = string | { formula: true };

/** A row of an import file with its row number in the file (1 = the header). */
export interface SheetRow {
  fila: number;
  cells: SheetCell[];
}
