import type { Table } from 'dexie';
import type { DelitoList, FormularioFields } from '@reclamos/shared-types/complaints/schemas';
import type { ComplaintState } from '@reclamos/shared-types/cases/values';
import type { LocalStatus } from '../../db/rows.ts';

/** What a queued complaint sends: the text fields of POST /api/formulario (the photo is a blob). */
export type ComplaintPayload = Required<Omit<FormularioFields, 'lat' | 'lng'>> & Pick<FormularioFields, 'lat' | 'lng'>;

/** A complaint as the form's panel shows it. */
export interface LocalComplaint {
  uuid: string;
  fields: ComplaintPayload;
  status: LocalStatus;
  createdAt: number;
  sentAt: number | null;
  serverId: number | null;
  /** The server's Spanish reason when it refused the complaint. */
  message: string | null;
  /**
   * The receipt code (XXXX-XXXX) the server answered when it acknowledged the complaint.
   * Absent on rows synced before codes existed; no index, so no new schema version.
   */
  codigo?: string | null;
  /** The case as `GET seguimiento/{codigo}` last answered it, while online. */
  caso?: CaseState | null;
  /**
   * The infraction's name in the catalogue this phone held when the complaint was made: shown
   * once the infraction is retired and leaves the catalogue. Absent on older rows.
   */
  delito?: string;
}

/** What the phone remembers of its complaint's case: public data only, as seguimiento gives it. */
export interface CaseState {
  estado: ComplaintState;
  motivo: string | null;
  /** When the server last changed it (its `actualizado`). */
  actualizado: string;
  /** When this phone asked (epoch ms). */
  checkedAt: number;
}

/** The device owner's own data, remembered only from what this device submitted. */
export interface MyIdentity {
  cedula: string;
  nombre: string;
  telefono: string;
  updatedAt: number;
}

// The complaint feature's part of the device database (db/database.ts, db/rows.ts).
declare module '../../db/rows.ts' {
  interface OutboxPayloads {
    'complaint.create': ComplaintPayload;
  }
  interface OutboxEndpoints {
    'complaint.create': 'formulario';
  }
  interface LookupValues {
    /** The infraction catalogue (GET delito). */
    delito: DelitoList;
  }
}
declare module '../../db/database.ts' {
  interface ReclamosDatabase {
    complaints: Table<LocalComplaint, string>;
    myIdentity: Table<MyIdentity, string>;
  }
}
