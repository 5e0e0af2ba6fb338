/**
 * How the vehicle registry and the lookup lists store a text (plates included): trimmed, inner
 * blanks folded to one, upper-case. The same rule as `upper` of routes/inspections/normalize.ts,
 * which inspections use for what they write to the registry.
 */
export function registryText(value: string | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}
