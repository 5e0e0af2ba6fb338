import { Type, type Static } from '@sinclair/typebox';
import { ComplaintStateSchema } from '../cases/schemas.ts';

const Count = Type.Integer({ minimum: 0 });
/** Counts by state, every state present, in COMPLAINT_STATES order. */
const ByState = Type.Array(Type.Object({ estado: ComplaintStateSchema, total: Count }));

/**
 * The Principal page's numbers. Each part is present only when the caller's role may see the list
 * behind it: `reclamos` (viewReports), `inspecciones` (useInspections), `posiciones` (viewPositions).
 * The ranges are Bolivia days, so each number is what `reportFecha` / `listInsp` list for them.
 */
export const Resumen = Type.Object({
  /** Today 'YYYY-MM-DD'; the week starts on Monday. */
  fechas: Type.Object({ hoy: Type.String(), semanaDesde: Type.String(), abiertosDesde: Type.String() }),
  reclamos: Type.Optional(
    Type.Object({
      /** Received today (reportFecha ini = fin = hoy), by their state now. */
      hoy: Type.Object({ total: Count, porEstado: ByState }),
      /** Received this week (ini = semanaDesde, fin = hoy), by their state now: the closed ones are the week's closed. */
      semana: Type.Object({ total: Count, porEstado: ByState }),
      /** Open now, received between abiertosDesde and hoy (reportFecha's longest range). */
      abiertos: Count,
      /** Of those, open for more than COMPLAINT_DUE_DAYS (filter vencido: true). */
      vencidos: Count,
    }),
  ),
  inspecciones: Type.Optional(Type.Object({ hoy: Type.Object({ total: Count, cumple: Count, noCumple: Count }) })),
  /** People whose position the map shows now (sharing, with a position). */
  posiciones: Type.Optional(Type.Object({ enMapa: Count })),
});
export type Resumen = Static<typeof Resumen>;
