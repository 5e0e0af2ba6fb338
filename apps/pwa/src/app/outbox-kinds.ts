import { complaintCreate } from '../features/complaints/outbox.ts';
import { inspectionCreate, inspectionUpdate } from '../features/inspections/outbox.ts';
import { sosCreate } from '../features/sos/outbox.ts';
import type { KindRegistry } from '../sync/kind-definition.ts';

/** Every kind of queued write, each owned by its feature; a new kind is added here. */
export const OUTBOX_KINDS: KindRegistry = {
  'complaint.create': complaintCreate,
  'inspection.create': inspectionCreate,
  'inspection.update': inspectionUpdate,
  'sos.create': sosCreate,
};
