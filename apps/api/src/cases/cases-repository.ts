import type { Knex } from 'knex';
import { CAPABILITIES } from '@reclamos/shared-types/permissions';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import type { AssignableStaff, ComplaintDetail, ComplaintNote, PossibleDuplicate, StateChange } from '@reclamos/shared-types/cases/schemas';
import { INITIAL_STATE, isClosedState, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { isOverdue, isStale, type StoredChange } from '@reclamos/shared-types/cases/rules';
import { HttpError } from '../platform/http/http-error.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { dialectOf } from '../platform/database/json-sql.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const M = CASES_STAFF_MSG.server;
const DAY_MS = 24 * 3600_000;
/** The advisory lock key of the changes that make a complaint a duplicate (any fixed number of our own). */
const DUPLICATES_LOCK = 7_101_300_001;
/** Staff a complaint may be given to: the roles that see reports. */
const ASSIGNABLE_ROLES: readonly string[] = CAPABILITIES.viewReports.roles;

/** Who makes a change (as the audit trail names them), and whether they may reopen a closed case. */
export interface Actor {
  id: number;
  nombre: string;
  canReopen: boolean;
}

export interface WorkflowSettings {
  /** A complaint open longer than this many days since its fecha is overdue (COMPLAINT_DUE_DAYS). */
  dueDays: number;
  /** Complaints about the same plate within this many days either side may be duplicates (COMPLAINT_DUPLICATE_DAYS). */
  duplicateDays: number;
  /** An open case unchanged this many days is stale (PERSONAL_DATA_RETENTION_DAYS; see `isStale`). */
  staleDays: number;
}

interface WorkflowRow {
  id: number;
  codigo: string;
  estado: ComplaintState;
  asignado_id: number | null;
  asignado_nombre: string | null;
  motivo: string | null;
  duplicado_de: number | null;
  estado_at: number | string | null;
  fecha: number | string;
  placa: string;
  foto_sha256: string | null;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * The workflow columns of `reclamos` (estado, asignado_id, motivo, duplicado_de, estado_at), the
 * history of states `reclamo_estados` and the internal notes `reclamo_notas`. Each change is one
 * function writing in one transaction (the caller's `trx` when given, else its own), together with
 * its row of the audit trail.
 */
export class CasesRepository {
  constructor(
    private readonly db: Knex,
    readonly settings: WorkflowSettings,
  ) {}

  private inTransaction<T>(trx: Knex.Transaction | undefined, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return trx ? work(trx) : this.db.transaction(work);
  }

  /** The complaint's state now (404 when it does not exist). */
  async stateOf(id: number): Promise<ComplaintState> {
    const row = (await this.db('reclamos').select('estado').where({ id }).first()) as { estado: ComplaintState } | undefined;
    if (!row) throw new HttpError(404, M.complaintNotFound);
    return row.estado;
  }

  /**
   * Writes one change of state the case's rules allowed from state `from`: the row is updated
   * only if its state is still `from` (else 409: someone else changed it meanwhile), the change is
   * appended to the history, and its audit row written, in one transaction.
   */
  async changeState(
    id: number,
    from: ComplaintState,
    checked: StoredChange,
    actor: Actor,
    now: number,
    trx?: Knex.Transaction,
  ): Promise<void> {
    await this.inTransaction(trx, async (t) => {
      if (checked.duplicadoDe !== null) await this.lockDuplicates(t);
      const row = (await t('reclamos').select('estado', 'motivo', 'duplicado_de').where({ id, estado: from }).first()) as
        { estado: ComplaintState; motivo: string | null; duplicado_de: number | null } | undefined;
      if (!row) throw new HttpError(409, M.changedMeanwhile);
      const duplicadoDe = checked.duplicadoDe === null ? null : await this.originalOf(checked.duplicadoDe, id, t);
      const updated = await t('reclamos')
        .where({ id, estado: row.estado })
        .update({
          estado: checked.estado,
          motivo: isClosedState(checked.estado) ? checked.motivo : null,
          duplicado_de: duplicadoDe,
          estado_at: now,
        });
      if (updated === 0) throw new HttpError(409, M.changedMeanwhile);
      await t('reclamo_estados').insert({
        reclamo_id: id,
        fecha: now,
        usuario_id: actor.id,
        desde: row.estado,
        estado: checked.estado,
        motivo: checked.motivo,
        duplicado_de: duplicadoDe,
      });
      await recordAudit(
        t,
        actor,
        {
          accion: 'cambiar_estado',
          objeto: 'reclamo',
          objetoId: id,
          antes: { estado: row.estado, motivo: row.motivo, duplicadoDe: row.duplicado_de },
          despues: {
            estado: checked.estado,
            motivo: isClosedState(checked.estado) ? checked.motivo : null,
            duplicadoDe,
          },
        },
        now,
      );
      if (duplicadoDe !== null) await this.moveDuplicates(id, duplicadoDe, actor, now, t);
    });
  }

  /**
   * Changes that make a complaint a duplicate run one at a time on PostgreSQL (a transaction-scoped
   * advisory lock), so two staff marking A and B as each other's duplicate cannot both see the other
   * still open. SQLite has one writer: its transactions already run one at a time.
   */
  private async lockDuplicates(t: Knex.Transaction): Promise<void> {
    if (dialectOf(this.db) === 'pg') await t.raw('select pg_advisory_xact_lock(?)', [DUPLICATES_LOCK]);
  }

  /**
   * The complaint `id` is a duplicate of, given the one staff chose: that one, or the root of its
   * chain when it is itself a duplicate (400 when it does not exist; 409 when the chain leads back
   * to `id`, which would make it a duplicate of itself). Chains are at most one step long once
   * every duplicate names its root; the walk also ends on chains stored before that rule.
   */
  private async originalOf(chosen: number, id: number, t: Knex.Transaction): Promise<number> {
    const seen = new Set<number>();
    let current = chosen;
    for (;;) {
      if (current === id) throw new HttpError(409, current === chosen ? M.duplicadoDeSelf : M.duplicadoDeLoop);
      const row = (await t('reclamos').select('estado', 'duplicado_de').where({ id: current }).first()) as
        { estado: ComplaintState; duplicado_de: number | null } | undefined;
      if (!row) throw new HttpError(400, M.duplicadoDeUnknown);
      seen.add(current);
      if (row.estado !== 'DUPLICADO' || row.duplicado_de === null || seen.has(row.duplicado_de)) return current;
      current = row.duplicado_de;
    }
  }

  /** The duplicates of `id`, which has just become a duplicate of `original`, now name `original` (one audit row each). */
  private async moveDuplicates(id: number, original: number, actor: Actor, now: number, t: Knex.Transaction): Promise<void> {
    const followers = (await t('reclamos').select('id').where({ estado: 'DUPLICADO', duplicado_de: id }).orderBy('id')) as { id: number }[];
    if (followers.length === 0) return;
    await t('reclamos')
      .whereIn(
        'id',
        followers.map((row) => row.id),
      )
      .update({ duplicado_de: original });
    for (const follower of followers) {
      await recordAudit(
        t,
        actor,
        { accion: 'modificar', objeto: 'reclamo', objetoId: follower.id, antes: { duplicadoDe: id }, despues: { duplicadoDe: original } },
        now,
      );
    }
  }

  /** Gives the complaint to an active staff member who sees reports, or to nobody (null). */
  async assign(id: number, usuarioId: number | null, actor: Actor, trx?: Knex.Transaction): Promise<void> {
    await this.inTransaction(trx, async (t) => {
      const row = (await t('reclamos').select('asignado_id').where({ id }).first()) as { asignado_id: number | null } | undefined;
      if (!row) throw new HttpError(404, M.complaintNotFound);
      if (usuarioId !== null) {
        const user = (await t('users')
          .select('id')
          .where({ id: usuarioId, estado: 'ACTIVO' })
          .whereNull('deleted_at')
          .whereIn('rol', ASSIGNABLE_ROLES)
          .first()) as { id: number } | undefined;
        if (!user) throw new HttpError(400, M.assigneeInvalid);
      }
      await t('reclamos').where({ id }).update({ asignado_id: usuarioId });
      await recordAudit(t, actor, {
        accion: 'asignar',
        objeto: 'reclamo',
        objetoId: id,
        antes: { asignado: row.asignado_id },
        despues: { asignado: usuarioId },
      });
    });
  }

  /** Appends an internal note. */
  async addNote(id: number, texto: string, actor: Actor, now: number, trx?: Knex.Transaction): Promise<void> {
    await this.inTransaction(trx, async (t) => {
      if (!(await t('reclamos').select('id').where({ id }).first())) throw new HttpError(404, M.complaintNotFound);
      await t('reclamo_notas').insert({ reclamo_id: id, fecha: now, usuario_id: actor.id, texto: texto.trim() });
      await recordAudit(
        t,
        actor,
        { accion: 'anotar', objeto: 'reclamo', objetoId: id, antes: null, despues: { texto: texto.trim() } },
        now,
      );
    });
  }

  /** Active staff a complaint may be given to, by name. */
  async assignable(): Promise<AssignableStaff> {
    return (await this.db('users')
      .select('id', 'nombre', 'rol')
      .where({ estado: 'ACTIVO' })
      .whereNull('deleted_at')
      .whereIn('rol', ASSIGNABLE_ROLES)
      .orderBy([{ column: 'nombre' }, { column: 'id' }])) as AssignableStaff;
  }

  /** The case's code, state and closing reason alone (the PDF prints them; no history, notes or duplicates). */
  /** What the complaint PDF prints beside the complaint: the case's code, state and reason, and the photo's seal. */
  async caseOf(id: number): Promise<(Pick<ComplaintDetail, 'codigo' | 'estado' | 'motivo'> & { foto_sha256: string | null }) | undefined> {
    return (await this.db('reclamos').select('codigo', 'estado', 'motivo', 'foto_sha256').where({ id }).first()) as
      (Pick<ComplaintDetail, 'codigo' | 'estado' | 'motivo'> & { foto_sha256: string | null }) | undefined;
  }

  /** The complaint of the spec (`complaint`, as findById reads it) with its workflow at `now`. */
  async detail(complaint: Complaint, now: number): Promise<ComplaintDetail> {
    const row = (await this.db('reclamos as r')
      .leftJoin('users as u', 'u.id', 'r.asignado_id')
      .select(
        'r.id',
        'r.codigo',
        'r.estado',
        'r.asignado_id',
        'u.nombre as asignado_nombre',
        'r.motivo',
        'r.duplicado_de',
        'r.estado_at',
        'r.fecha',
        'r.placa',
        'r.foto_sha256',
      )
      .where('r.id', complaint.id)
      .first()) as WorkflowRow | undefined;
    if (!row) throw new HttpError(404, M.complaintNotFound);
    const fecha = Number(row.fecha);
    return {
      ...complaint,
      codigo: row.codigo,
      estado: row.estado,
      asignado: row.asignado_id === null ? null : { id: row.asignado_id, nombre: row.asignado_nombre ?? '' },
      vencido: isOverdue({ estado: row.estado, fecha }, now, this.settings.dueDays),
      estancado: isStale({ estado: row.estado, lastChange: Number(row.estado_at ?? fecha) }, now, this.settings.staleDays),
      motivo: row.motivo,
      duplicadoDe: row.duplicado_de,
      // No seal while there is no photo, or before the integrity job has sealed an older one.
      fotoSha256: complaint.imagen ? row.foto_sha256 : null,
      actualizado: iso(row.estado_at ?? fecha),
      historial: [
        { fecha: iso(fecha), usuario: null, desde: null, estado: INITIAL_STATE, motivo: null, duplicadoDe: null },
        ...(await this.history(row.id)),
      ],
      notas: await this.notes(row.id),
      posiblesDuplicados: await this.possibleDuplicates(row.id, row.placa, fecha),
    };
  }

  private async history(id: number): Promise<StateChange[]> {
    const rows = (await this.db('reclamo_estados as h')
      .join('users as u', 'u.id', 'h.usuario_id')
      .select('h.fecha', 'u.id as usuario_id', 'u.nombre as usuario_nombre', 'h.desde', 'h.estado', 'h.motivo', 'h.duplicado_de')
      .where('h.reclamo_id', id)
      .orderBy('h.id')) as {
      fecha: number | string;
      usuario_id: number;
      usuario_nombre: string;
      desde: ComplaintState;
      estado: ComplaintState;
      motivo: string | null;
      duplicado_de: number | null;
    }[];
    return rows.map((h) => ({
      fecha: iso(h.fecha),
      usuario: { id: h.usuario_id, nombre: h.usuario_nombre },
      desde: h.desde,
      estado: h.estado,
      motivo: h.motivo,
      duplicadoDe: h.duplicado_de,
    }));
  }

  private async notes(id: number): Promise<ComplaintNote[]> {
    const rows = (await this.db('reclamo_notas as n')
      .join('users as u', 'u.id', 'n.usuario_id')
      .select('n.id', 'n.fecha', 'u.id as autor_id', 'u.nombre as autor_nombre', 'n.texto')
      .where('n.reclamo_id', id)
      .orderBy('n.id')) as { id: number; fecha: number | string; autor_id: number; autor_nombre: string; texto: string }[];
    return rows.map((n) => ({ id: n.id, fecha: iso(n.fecha), autor: { id: n.autor_id, nombre: n.autor_nombre }, texto: n.texto }));
  }

  /** Other complaints about the same plate within duplicateDays either side, oldest first (at most 50). */
  private async possibleDuplicates(id: number, placa: string, fecha: number): Promise<PossibleDuplicate[]> {
    if (placa === '') return [];
    const span = this.settings.duplicateDays * DAY_MS;
    const rows = (await this.db('reclamos as r')
      .join('delitos as d', 'd.id', 'r.delito_id')
      .select('r.id', 'r.codigo', 'r.fecha', 'r.estado', 'r.placa', 'd.detalle')
      .where('r.placa', placa)
      .whereNot('r.id', id)
      .whereBetween('r.fecha', [fecha - span, fecha + span])
      .orderBy([{ column: 'r.fecha' }, { column: 'r.id' }])
      .limit(50)) as { id: number; codigo: string; fecha: number | string; estado: ComplaintState; placa: string; detalle: string }[];
    return rows.map((r) => ({ id: r.id, codigo: r.codigo, fecha: iso(r.fecha), estado: r.estado, placa: r.placa, delito: r.detalle }));
  }
}
