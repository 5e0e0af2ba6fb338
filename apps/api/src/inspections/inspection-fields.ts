import { CHECKLIST_ITEMS } from '@reclamos/shared-types/inspections/values';
import { column, instant, nested, type FieldMap } from '../platform/database/record-fields.ts';

/**
 * The `Inspection` of the contract as the `inspecciones` table holds it: the owner, the vehicle and
 * the inspector's nombre are the row's snapshot columns, since an official record keeps what was
 * inspected.
 */
export const INSPECTION_FIELDS: FieldMap = [
  column('id'),
  column('uuid'),
  instant('fecha'),
  ...CHECKLIST_ITEMS.map((item) => column(item)),
  column('calificacion'),
  column('observacion'),
  column('radicatoria'),
  nested('propietario', [column('cedula'), column('nombre'), column('categoria'), column('seguro')]),
  nested('vehicle', [column('placa'), column('tipo'), column('marca'), column('modelo'), column('linea')]),
  nested('inspector', [column('id', 'inspector_id'), column('nombre', 'inspector_nombre')]),
  column('lat'),
  column('lng'),
  instant('created_at'),
  instant('updated_at'),
];
