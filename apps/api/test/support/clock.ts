/**
 * Resolves once `Date.now()` has moved past `stamp` (epoch milliseconds, at most a second ahead),
 * yielding to the event loop meanwhile: a write made afterwards gets a later millisecond stamp. A
 * wait for the clock itself, instead of a fixed sleep hoping it moved on.
 */
export async function clockPast(stamp: number): Promise<void> {
  if (stamp > Date.now() + 1000) throw new Error(`${new Date(stamp).toISOString()} is not a recent stamp`);
  while (Date.now() <= stamp) await new Promise((resolve) => setImmediate(resolve));
}
