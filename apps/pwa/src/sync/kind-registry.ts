import type { OutboxItem, OutboxItemOf, OutboxKind } from '../db/rows.ts';
import type { KindDefinition, KindRegistry } from './kind-definition.ts';

let registered: KindRegistry | null = null;

/**
 * Every kind of queued write and its sender, given once at start by the app layer
 * (app/outbox-kinds.ts), which knows the features; sync/ itself knows none.
 */
export function registerOutboxKinds(kinds: KindRegistry): void {
  registered = kinds;
}

/** The kinds the app registered; the engine and `enqueue` use them unless a test passes its own. */
export function registeredKinds(): KindRegistry {
  if (!registered) throw new Error('registerOutboxKinds() has not been called');
  return registered;
}

/** The definition of an item's kind, typed for that item. */
export function definitionFor<K extends OutboxKind>(registry: KindRegistry, item: OutboxItemOf<K> | OutboxItem): KindDefinition<K> {
  // The registry is keyed by kind, so the entry found is the one of the item's own kind;
  // TypeScript cannot follow that correlation across a union of kinds.
  const byKind: Record<OutboxKind, unknown> = registry;
  return byKind[item.kind] as KindDefinition<K>;
}
