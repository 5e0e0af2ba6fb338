import { Type, type Static } from '@sinclair/typebox';
import { COMPLAINT_STATES, WORKFLOW_LIMITS } from './values.ts';
import { DateText, RequiredText, StringEnum, Text } from '../common-schemas.ts';
import { Complaint } from '../complaints/schemas.ts';

/** Record shapes of the complaint workflow: states, assignment, notes, the public status. */

export const ComplaintStateSchema = StringEnum(COMPLAINT_STATES);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A staff member as a complaint names them. */
export const StaffRef = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type StaffRef = Static<typeof StaffRef>;

/** What a report row adds to the spec's complaint. */
const WorkflowFields = {
  /** The receipt code, 'XXXX-XXXX'. */
  codigo: Type.String(),
  estado: ComplaintStateSchema,
  asignado: Type.Union([StaffRef, Type.Null()]),
  /** Open for more than COMPLAINT_DUE_DAYS days since its fecha. */
  vencido: Type.Boolean(),
  /** Open and unchanged for PERSONAL_DATA_RETENTION_DAYS: its personal data waits for it to be closed. */
  estancado: Type.Boolean(),
  /** The closing reason (null while open). */
  motivo: Type.Union([Type.String(), Type.Null()]),
};

/** A row of `reportFecha`: the spec's columns plus the workflow's. */
export const ReportRow = Type.Object({
  ...Complaint.properties,
  ...WorkflowFields,
  /** Whether staff reviewed the black boxes over the photo (false without a photo): the report marks the others "sin revisar". */
  fotoRevisada: Type.Boolean(),
});
export type ReportRow = Static<typeof ReportRow>;
export const ReportList = Type.Array(ReportRow);
export type ReportList = Static<typeof ReportList>;

/**
 * `reportFecha`'s body: the spec's `ini`/`fin` and optional filters. `segun: 'cierre'`: `ini`/`fin`
 * select complaints by the day they were closed (closed ones only), not the day they arrived.
 * `abiertos: true`, without `ini`/`fin`: every open case whatever its date (what Principal's
 * "Abiertos" counts). `estado`: one state or a list; `asignado`: a user id, or null for the
 * unassigned; `vencido`: true for overdue only, false for not overdue.
 */
export const ReportFechaFilters = Type.Object({
  ini: Type.Optional(DateText()),
  fin: Type.Optional(DateText()),
  segun: Type.Optional(Type.Union([Type.Literal('llegada'), Type.Literal('cierre')])),
  abiertos: Type.Optional(Type.Literal(true)),
  estado: Type.Optional(
    Type.Union([
      ComplaintStateSchema,
      Type.Array(ComplaintStateSchema, { minItems: 1, maxItems: COMPLAINT_STATES.length, uniqueItems: true }),
    ]),
  ),
  asignado: Type.Optional(Type.Union([Id, Type.Null()])),
  vencido: Type.Optional(Type.Boolean()),
});
export type ReportFechaFilters = Static<typeof ReportFechaFilters>;

/** One change of state, never edited. `desde` null: the complaint's arrival (RECIBIDO). */
export const StateChange = Type.Object({
  fecha: Type.String(),
  usuario: Type.Union([StaffRef, Type.Null()]),
  desde: Type.Union([ComplaintStateSchema, Type.Null()]),
  estado: ComplaintStateSchema,
  motivo: Type.Union([Type.String(), Type.Null()]),
  duplicadoDe: Type.Union([Type.Integer(), Type.Null()]),
});
export type StateChange = Static<typeof StateChange>;

/** An internal note (never shown to the citizen). */
export const ComplaintNote = Type.Object({ id: Type.Integer(), fecha: Type.String(), autor: StaffRef, texto: Type.String() });
export type ComplaintNote = Static<typeof ComplaintNote>;

/** Another complaint about the same plate within COMPLAINT_DUPLICATE_DAYS either side. */
export const PossibleDuplicate = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  fecha: Type.String(),
  estado: ComplaintStateSchema,
  placa: Type.String(),
  delito: Type.String(),
});
export type PossibleDuplicate = Static<typeof PossibleDuplicate>;

/** `GET reclamo/{id}`, and the answer of every change made to one complaint. */
export const ComplaintDetail = Type.Object({
  ...Complaint.properties,
  ...WorkflowFields,
  /** The original when estado is DUPLICADO, else null. */
  duplicadoDe: Type.Union([Type.Integer(), Type.Null()]),
  /** SHA-256 (hex) of the photo as stored on arrival; null without a photo (or an old one not sealed yet). */
  fotoSha256: Type.Union([Type.String(), Type.Null()]),
  /** The last change of state (the fecha while none). */
  actualizado: Type.String(),
  /** Every change, oldest first, beginning with the arrival. */
  historial: Type.Array(StateChange),
  /** Oldest first. */
  notas: Type.Array(ComplaintNote),
  posiblesDuplicados: Type.Array(PossibleDuplicate),
});
export type ComplaintDetail = Static<typeof ComplaintDetail>;

export const EstadoReclamoBody = Type.Object({
  estado: ComplaintStateSchema,
  /** Required when estado closes the case; shown to the citizen. */
  motivo: Type.Optional(Text({ maxLength: WORKFLOW_LIMITS.motivo })),
  /** Required when estado is DUPLICADO: the id of another complaint. */
  duplicadoDe: Type.Optional(Id),
});
export type EstadoReclamoBody = Static<typeof EstadoReclamoBody>;

export const EstadoReclamosBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: WORKFLOW_LIMITS.bulkIds, uniqueItems: true }),
  estado: ComplaintStateSchema,
  motivo: Type.Optional(Text({ maxLength: WORKFLOW_LIMITS.motivo })),
  duplicadoDe: Type.Optional(Id),
});
export type EstadoReclamosBody = Static<typeof EstadoReclamosBody>;

/** Each id is changed on its own: those that could not be say why (the 4xx message one change would get). */
export const EstadoReclamosResponse = Type.Object({
  cambiados: Type.Array(Type.Integer()),
  rechazados: Type.Array(Type.Object({ id: Type.Integer(), message: Type.String() })),
});
export type EstadoReclamosResponse = Static<typeof EstadoReclamosResponse>;

/** `usuarioId` null takes the assignment away. */
export const AsignarReclamoBody = Type.Object({ usuarioId: Type.Union([Id, Type.Null()]) });
export type AsignarReclamoBody = Static<typeof AsignarReclamoBody>;

export const NotaReclamoBody = Type.Object({ texto: RequiredText(WORKFLOW_LIMITS.nota) });
export type NotaReclamoBody = Static<typeof NotaReclamoBody>;

/** Active staff who may be given a complaint (roles that see reports). */
export const AssignableStaff = Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), rol: Type.String() }));
export type AssignableStaff = Static<typeof AssignableStaff>;

export const SeguimientoParams = Type.Object({ codigo: Text({ minLength: 1, maxLength: 20 }) });
export type SeguimientoParams = Static<typeof SeguimientoParams>;

/** The citizen's view of their complaint: no cédula, name, phone, photo, note or staff name. */
export const Seguimiento = Type.Object({
  codigo: Type.String(),
  estado: ComplaintStateSchema,
  /** When the complaint was made. */
  fecha: Type.String(),
  /** The last change of state (fecha while none). */
  actualizado: Type.String(),
  /** The infraction's text. */
  delito: Type.String(),
  /** The closing reason, only while the case is closed. */
  motivo: Type.Optional(Type.String()),
  historial: Type.Array(Type.Object({ estado: ComplaintStateSchema, fecha: Type.String() })),
});
export type Seguimiento = Static<typeof Seguimiento>;
