import type { DelitoList, FormularioFields } from '@reclamos/shared-types/schemas/complaints';
import type {
  ActualizarBody,
  Inspection,
  InspectionBody,
  RegistroPropietario,
  RegistroVehicle,
} from '@reclamos/shared-types/schemas/inspections';

/**
 * The shapes of the rows kept on the device (db/database.ts says which table holds which).
 * Adding a field is fine; renaming or dropping one needs a new schema version with an
 * `.upgrade()` and its test (db/database.test.ts).
 */

/** What a queued complaint sends: the text fields of POST /api/formulario (the photo is a blob). */
export type ComplaintPayload = Required<Omit<FormularioFields, 'lat' | 'lng'>> & Pick<FormularioFields, 'lat' | 'lng'>;

/** A queued inspection: the body of POST /api/inspection (its outbox id is the Idempotency-Key),
 * plus the inspector as the screen shows them until the server answers. */
export interface InspectionCreatePayload {
  body: InspectionBody & { fecha: string };
  inspector: { id: number; nombre: string };
}

/** A queued edit: POST /api/actualizar naming the inspection by its uuid (known offline too). */
export type InspectionUpdatePayload = ActualizarBody & { uuid: string };

/** Each kind of queued write and its payload. */
export interface OutboxPayloads {
  'complaint.create': ComplaintPayload;
  'inspection.create': InspectionCreatePayload;
  'inspection.update': InspectionUpdatePayload;
}
export type OutboxKind = keyof OutboxPayloads;

/** pending: waits its turn; sending: on the wire (a crash leaves it so; it is sent again);
 * needs-auth: its user's session ended; rejected: the server refused it, a person decides. */
export type OutboxStatus = 'pending' | 'sending' | 'needs-auth' | 'rejected';

export interface OutboxItemOf<K extends OutboxKind> {
  /** UUID v4 made on the device: also the Idempotency-Key and the record's public uuid. */
  id: string;
  kind: K;
  payload: OutboxPayloads[K];
  /** Files that travel with it, by form field name (the compressed photo as `imagen`). */
  blobs: Record<string, Blob>;
  /** The user whose session sends it; null for a citizen's complaint (sent with no session). */
  userId: number | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  status: OutboxStatus;
  /** The item that must be acknowledged first (an update waits for its create). */
  dependsOn: string | null;
  /** SHA-256 of the token a 401 answered, so only a new sign-in of that user resumes it. */
  rejectedTokenHash: string | null;
}
export type OutboxItem = { [K in OutboxKind]: OutboxItemOf<K> }[OutboxKind];

export type LocalStatus = 'pending' | 'synced' | 'rejected';

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
}

/** Reference lists cached for offline use, each under its own key. */
export interface LookupValues {
  delito: DelitoList;
  /** The inspection lookup lists (listTipo, listMarca, listModelo, listLinea), as their texts. */
  tipo: string[];
  marca: string[];
  modelo: string[];
  linea: string[];
  /** The `serverTime` of the last registry download (GET registro?since=). */
  registroSince: number;
}
export type LookupKey = keyof LookupValues;
export type LookupRow = { [K in LookupKey]: { key: K; value: LookupValues[K]; fetchedAt: number } }[LookupKey];

/** The device owner's own data, remembered only from what this device submitted. */
export interface MyIdentity {
  cedula: string;
  nombre: string;
  telefono: string;
  updatedAt: number;
}

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
