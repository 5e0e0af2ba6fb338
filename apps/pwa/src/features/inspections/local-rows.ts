import type { Table } from 'dexie';
import type {
  ActualizarBody,
  Inspection,
  InspectionBody,
  RegistroPropietario,
  RegistroVehicle,
} from '@reclamos/shared-types/inspections/schemas';

/** A queued inspection: the body of POST /api/inspection (its outbox id is the Idempotency-Key),
 * plus the inspector as the screen shows them until the server answers. */
export interface InspectionCreatePayload {
  body: InspectionBody & { fecha: string };
  inspector: { id: number; nombre: string };
}

/** A queued edit: POST /api/actualizar naming the inspection by its uuid (known offline too). */
export type InspectionUpdatePayload = ActualizarBody & { uuid: string };

/** An owner of the downloaded registry (GET registro), for lookups without coverage. */
export type LocalPropietario = RegistroPropietario;
/** A vehicle of the downloaded registry. */
export type LocalVehicle = RegistroVehicle;

/**
 * An inspection of a day the inspector opened: the server's row, or one made on this phone.
 * `record.id` is 0 until the server acknowledged the create. Whether an outbox item still waits
 * for it (pending create or edit) is read from the outbox itself, never copied here.
 */
export interface LocalInspection {
  uuid: string;
  /** The Bolivian day (YYYY-MM-DD) of `record.fecha`: the screen lists one day. */
  day: string;
  record: Inspection;
  createdAt: number;
  /** The server's Spanish reason when it refused this phone's create or edit. */
  message: string | null;
}

// The inspection feature's part of the device database (db/database.ts, db/rows.ts).
declare module '../../db/rows.ts' {
  interface OutboxPayloads {
    'inspection.create': InspectionCreatePayload;
    'inspection.update': InspectionUpdatePayload;
  }
  interface OutboxEndpoints {
    'inspection.create': 'inspection';
    'inspection.update': 'actualizar';
  }
  interface LookupValues {
    /** The inspection lookup lists (listTipo, listMarca, listModelo, listLinea), as their texts. */
    tipo: string[];
    marca: string[];
    modelo: string[];
    linea: string[];
    /** The `serverTime` of the last registry download (GET registro?since=). */
    registroSince: number;
  }
}
declare module '../../db/database.ts' {
  interface ReclamosDatabase {
    propietarios: Table<LocalPropietario, string>;
    vehiculos: Table<LocalVehicle, string>;
    inspections: Table<LocalInspection, string>;
  }
}
