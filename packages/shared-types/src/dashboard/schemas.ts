import { Type, type Static } from '@sinclair/typebox';
import { ComplaintStateSchema } from '../cases/schemas.ts';

const Count = Type.Integer({ minimum: 0 });
/** Counts by state, every state present (every closed state, for the closed), in COMPLAINT_STATES order. */
const ByState = Type.Array(Type.Object({ estado: ComplaintStateSchema, total: Count }));

/**
 * The Principal page's numbers. Each part is present only when the caller's role may see the list
 * behind it: `reclamos` (viewReports), `inspecciones` (useInspections), `posiciones` (viewPositions).
 * The ranges are Bolivia days, so each number is what `reportFecha` / `listInsp` list for them.
 */
export const Resumen = Type.Object({
  /** Today 'YYYY-MM-DD'; the week starts on Monday. */
  fechas: Type.Object({ hoy: Type.String(), semanaDesde: Type.String() }),
  reclamos: Type.Optional(
    Type.Object({
      /** Received today (reportFecha ini = fin = hoy), by their state now. */
      hoy: Type.Object({ total: Count, porEstado: ByState }),
      /** Received this week (ini = semanaDesde, fin = hoy), by their state now. */
      semana: Type.Object({ total: Count, porEstado: ByState }),
      /** Closed this week, whatever day they arrived (ini = semanaDesde, fin = hoy, segun: 'cierre'), by closed state. */
      cerradosSemana: Type.Object({ total: Count, porEstado: ByState }),
      /** Every case open now, whatever its age (abiertos: true). */
      abiertos: Count,
      /** Of those, open for more than COMPLAINT_DUE_DAYS (abiertos: true, vencido: true). */
      vencidos: Count,
    }),
  ),
  inspecciones: Type.Optional(Type.Object({ hoy: Type.Object({ total: Count, cumple: Count, noCumple: Count }) })),
  /** People whose position the map shows now (sharing, with a position). */
  posiciones: Type.Optional(Type.Object({ enMapa: Count })),
});
export type Resumen = Static<typeof Resumen>;
