import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentHash } from '../platform/http/content-hash.ts';
import multipartPlugin from '../platform/http/multipart-plugin.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { assertPhotoDecodes } from './photos/decode-photo.ts';
import { inspectPhoto } from './photos/inspect-photo.ts';
import { reportTime } from '../platform/time/report-clock.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { createOnce, idempotencyKey, type CreateMessages } from '../platform/http/idempotent-create.ts';
import { readFormulario } from './read-formulario.ts';
import type { NewComplaint } from './complaints-repository.ts';
import { recordAudit, type AuditActor } from '../platform/audit/audit-repository.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** The SHA-256 (hex) of `pieces` one after another. */
function sha256Of(pieces: readonly Buffer[]): string {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return hash.digest('hex');
}

const MESSAGES: CreateMessages = {
  created: COMPLAINTS_MSG.server.registered,
  invalidKey: COMPLAINTS_MSG.server.invalidIdempotencyKey,
  mismatch: COMPLAINTS_MSG.server.idempotencyMismatch,
  inFlight: COMPLAINTS_MSG.server.idempotencyInFlight,
};

/**
 * A complaint filed by a signed-in user (the route also takes a citizen's, anonymous): one audit
 * row naming them. It carries the case's code and what the complaint is about (plate, infraction,
 * whether it has a photo), never what the citizen typed or where they stood: the retention job
 * blanks cédula, name, phone, address and position on the complaint, and nothing can blank the
 * audit trail.
 */
async function auditStaffComplaint(
  trx: Knex.Transaction,
  user: AuditActor,
  filed: { id: number; codigo: string },
  complaint: NewComplaint,
  now: number,
): Promise<void> {
  await recordAudit(
    trx,
    user,
    {
      accion: 'crear',
      objeto: 'reclamo',
      objetoId: filed.id,
      antes: null,
      despues: {
        codigo: filed.codigo,
        fecha: new Date(complaint.fecha).toISOString(),
        placa: complaint.placa,
        delito_id: complaint.delito_id,
        foto: complaint.blob_id !== null,
      },
    },
    now,
  );
}

/**
 * The public complaint with its photo, created once per `Idempotency-Key` (idempotent-create.ts).
 * The photo is checked, stripped of metadata and stored as a file before the transaction; row, the
 * photo's row naming that file, person and (for a signed-in user's complaint) its audit row are committed together, and 201 goes out only after
 * the commit.
 */
const formularioRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Only this route and the vehicle import read multipart bodies (multipart-plugin.ts says why here).
  await app.register(multipartPlugin);
  defineRoute(app, 'formulario', async (request, reply) => {
    const uuid = idempotencyKey(request.headers['idempotency-key'], MESSAGES);
    const receivedAt = Date.now();

    const { fields, photo } = await readFormulario(request);
    // Stripping rewrites `photo` in place: the bytes as received are `received` from here on.
    const { received, ...accepted } = await inspectPhoto(photo);
    await assertPhotoDecodes(accepted.bytes);
    // The photo's file is durable before the transaction that names it begins, so the row never
    // names a missing file and the write lock is not held over two fsyncs. A failed insert leaves
    // a file no row names; the retention sweep removes it.
    const sealed = await app.blobs.files.put(accepted.bytes);
    // The photo counts by its seal, the digest the store has just computed of the bytes as stored:
    // no second digest of the bytes as received, and a resend whose photo differs only in the
    // metadata the server removes is the same complaint.
    const hash = contentHash(fields, { imagen: sealed });

    // The code of a complaint this request creates; a replay reads the first request's back.
    const created = { id: 0, codigo: '' };
    const answer = await createOnce({
      db: app.db,
      table: 'reclamos',
      uuid,
      contentHash: hash,
      // Complaints stored before counted the photo as received, metadata included.
      formerContentHash: () => contentHash(fields, { imagen: sha256Of(received) }),
      messages: MESSAGES,
      onReplay: () => app.metrics.idempotentReplays.inc({ kind: 'formulario' }),
      create: async (trx) => {
        if (!(await app.complaintLookups.delitoExists(fields.delito_id, trx)))
          throw new HttpError(400, COMPLAINTS_MSG.server.delitoRequired);
        const blobId = await app.blobs.insert({ ...accepted, stored: sealed }, trx);
        const persona = { cedula: fields.cedula ?? '', nombre: fields.nombre ?? '', telefono: fields.telefono ?? '' };
        if (persona.cedula) await app.complaintLookups.addPersonaIfUnknown(persona, trx);
        const fecha = reportTime(fields.fecha, receivedAt);
        const complaint: NewComplaint = {
          uuid,
          content_hash: hash,
          fecha,
          received_at: receivedAt,
          ...persona,
          placa: fields.placa ?? '',
          direccion: fields.direccion ?? '',
          descripcion: fields.descripcion ?? '',
          delito_id: fields.delito_id,
          blob_id: blobId,
          // The store names the file by the same digest as the seal.
          foto_sha256: sealed,
          lat: fields.lat ?? null,
          lng: fields.lng ?? null,
        };
        const filed = await app.complaints.insert(complaint, trx);
        if (request.user) await auditStaffComplaint(trx, request.user, filed, complaint, receivedAt);
        Object.assign(created, filed);
        return { id: filed.id, fecha };
      },
    });
    // Committed: the face detector looks at the photo in the background, never on this request.
    app.photoRedaction.wake();
    // A replay answers the code the first request made, read back by id (ids start at 1).
    const codigo = created.id === answer.id ? created.codigo : await app.complaints.codigoOf(answer.id);
    return reply.code(201).send({ ...answer, codigo });
  });
};

export default formularioRoute;
