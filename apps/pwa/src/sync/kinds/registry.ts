import type { OutboxItem, OutboxItemOf, OutboxKind } from '../../db/rows.ts';
import type { KindDefinition, KindRegistry } from '../kind-definition.ts';
import { complaintCreate } from './complaint-create.ts';
import { inspectionCreate } from './inspection-create.ts';
import { inspectionUpdate } from './inspection-update.ts';

/** Every kind of queued write and its sender; a new kind in db/rows.ts must be added here. */
export const KINDS: KindRegistry = {
  'complaint.create': complaintCreate,
  'inspection.create': inspectionCreate,
  'inspection.update': inspectionUpdate,
};

/** The definition of an item's kind, typed for that item. */
export function definitionFor<K extends OutboxKind>(
  registry: KindRegistry,
  item: OutboxItemOf<K> | OutboxItem,
): KindDefinition<K> {
  // The registry is keyed by kind, so the entry found is the one of the item's own kind;
  // TypeScript cannot follow that correlation across a union of kinds.
  const byKind: Record<OutboxKind, unknown> = registry;
  return byKind[item.kind] as KindDefinition<K>;
}
