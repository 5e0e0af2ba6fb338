import { Type, type Static } from '@sinclair/typebox';
import { COMPLAINT_LIMITS, DETECTION_STATES } from './values.ts';
import { DateText, DateTimeText, Text } from '../common-schemas.ts';

/** An infraction of the catalogue (spec: delito). */
export const Delito = Type.Object({ id: Type.Integer(), detalle: Type.String() });
export type Delito = Static<typeof Delito>;
export const DelitoList = Type.Array(Delito);
export type DelitoList = Static<typeof DelitoList>;

export const Cedula = Text({ minLength: 1, maxLength: COMPLAINT_LIMITS.cedula, pattern: '^[0-9]+$' });
export const Placa = Text({ minLength: 1, maxLength: COMPLAINT_LIMITS.placa, pattern: '^[A-Za-z0-9-]+$' });

export const SearchPersonaBody = Type.Object({ cedula: Cedula });
export type SearchPersonaBody = Static<typeof SearchPersonaBody>;
/** Anonymous callers get the nombre masked to initials ('R*** C*****'); signed-in staff get it whole, and the telefono. */
export const SearchPersonaResponse = Type.Object({
  success: Type.Boolean(),
  persona: Type.Optional(Type.Object({ nombre: Type.String(), telefono: Type.Optional(Type.String()) })),
});
export type SearchPersonaResponse = Static<typeof SearchPersonaResponse>;

export const SearchVehiculoBody = Type.Object({ placa: Placa });
export type SearchVehiculoBody = Static<typeof SearchVehiculoBody>;
/** Anonymous callers get tipo, linea and numero; the driver's name and licence only for staff. */
export const SearchVehiculoResponse = Type.Object({
  success: Type.Boolean(),
  vehiculo: Type.Optional(
    Type.Object({
      tipo: Type.String(),
      linea: Type.String(),
      numero: Type.String(),
      carnet: Type.Optional(Type.String()),
      chofer: Type.Optional(Type.String()),
    }),
  ),
});
export type SearchVehiculoResponse = Static<typeof SearchVehiculoResponse>;

/**
 * The text fields of the multipart `POST formulario` (the photo travels as the `imagen` part). Only
 * the photo and the infraction are required, as the specification says. `fecha` is the device's time of the
 * report (ISO 8601); the server replaces it with its own receipt time when the device clock is
 * clearly off (more than 5 minutes ahead, or more than 30 days behind).
 */
export const FormularioFields = Type.Object({
  cedula: Type.Optional(Type.Union([Cedula, Type.Literal('')])),
  nombre: Type.Optional(Text({ maxLength: COMPLAINT_LIMITS.nombre })),
  telefono: Type.Optional(Text({ maxLength: COMPLAINT_LIMITS.telefono, pattern: '^[0-9]*$' })),
  placa: Type.Optional(Text({ maxLength: COMPLAINT_LIMITS.placa, pattern: '^[A-Z0-9-]*$' })),
  delito_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  direccion: Type.Optional(Text({ maxLength: COMPLAINT_LIMITS.direccion })),
  descripcion: Type.Optional(Text({ maxLength: COMPLAINT_LIMITS.descripcion })),
  fecha: Type.Optional(DateTimeText()),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});
export type FormularioFields = Static<typeof FormularioFields>;

export const FormularioResponse = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  uuid: Type.String(),
  fecha: Type.String(),
  /** The receipt code 'XXXX-XXXX'; a replay answers the same. */
  codigo: Type.String(),
});
export type FormularioResponse = Static<typeof FormularioResponse>;

/** The spec's range alone; `reportFecha` takes ReportFechaFilters (schemas/workflow.ts), which adds optional filters. */
export const ReportFechaBody = Type.Object({
  ini: DateText(),
  fin: DateText(),
});
export type ReportFechaBody = Static<typeof ReportFechaBody>;

/** A complaint as the report lists it (the specification's complaint record, plus its infraction's text). */
export const Complaint = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  fecha: Type.String(),
  cedula: Type.String(),
  nombre: Type.String(),
  telefono: Type.String(),
  imagen: Type.Union([Type.String(), Type.Null()]),
  placa: Type.String(),
  direccion: Type.String(),
  descripcion: Type.String(),
  delito_id: Type.Integer(),
  delito: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
});
export type Complaint = Static<typeof Complaint>;
export const ComplaintList = Type.Array(Complaint);
export type ComplaintList = Static<typeof ComplaintList>;

/** The last run of the photo-integrity check (`GET fotos/integridad`). */
export const PhotoIntegrity = Type.Object({
  /** When the run finished (ISO 8601). */
  fecha: Type.String(),
  /** Photos hashed and compared with their seal. */
  revisadas: Type.Integer(),
  /** Photos stored before seals existed, sealed by this run. */
  selladas: Type.Integer(),
  /** Complaints whose stored photo (or its redacted copy) is there but no longer hashes to its seal. */
  alteradas: Type.Array(Type.Object({ id: Type.Integer(), codigo: Type.String() })),
  /** Complaints whose photo file (or its redacted copy's) is gone from the store; never also in `alteradas`. */
  perdidas: Type.Array(Type.Object({ id: Type.Integer(), codigo: Type.String() })),
});
export type PhotoIntegrity = Static<typeof PhotoIntegrity>;

/**
 * A redaction box over a complaint's photo: fractions (0..1) of the upright photo's width and
 * height, so it fits any size of the copy it is drawn on. Limits are checked by `boxesRefusal`
 * (rules.ts) with a Spanish message, not by the schema.
 */
export const PhotoBox = Type.Object({ x: Type.Number(), y: Type.Number(), w: Type.Number(), h: Type.Number() });
export type PhotoBox = Static<typeof PhotoBox>;
/** A box the face detector suggests, with its confidence (0..1). */
export const SuggestedBox = Type.Object({ x: Type.Number(), y: Type.Number(), w: Type.Number(), h: Type.Number(), score: Type.Number() });
export type SuggestedBox = Static<typeof SuggestedBox>;

const DetectionStateSchema = Type.Union(DETECTION_STATES.map((state) => Type.Literal(state)));
export type DetectionState = (typeof DETECTION_STATES)[number];

export const PhotoBoxesBody = Type.Object({ recuadros: Type.Array(PhotoBox) });
export type PhotoBoxesBody = Static<typeof PhotoBoxesBody>;

/** The boxes the photo's viewing copy is blacked out with now: staff's once they reviewed it, the detector's before. */
export const PhotoBoxes = Type.Object({
  recuadros: Type.Array(PhotoBox),
  /** Whether staff reviewed the photo (then `recuadros` are theirs), when and who. */
  revisada: Type.Boolean(),
  revisadaEn: Type.Union([Type.String(), Type.Null()]),
  revisadaPor: Type.Union([Type.Object({ id: Type.Integer(), nombre: Type.String() }), Type.Null()]),
  deteccion: DetectionStateSchema,
});
export type PhotoBoxes = Static<typeof PhotoBoxes>;

export const PhotoSuggestions = Type.Object({ estado: DetectionStateSchema, recuadros: Type.Array(SuggestedBox) });
export type PhotoSuggestions = Static<typeof PhotoSuggestions>;
