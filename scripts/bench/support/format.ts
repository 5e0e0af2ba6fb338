/** How the benches write figures: English digit grouping, a fixed number of decimals. */
export function fixed(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Bytes as decimal kilobytes, one decimal: "452.4 kB". */
export function kB(bytes: number): string {
  return `${fixed(bytes / 1000, 1)} kB`;
}
