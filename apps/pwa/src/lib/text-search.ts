/** Lower case without diacritics, so 'desvio' finds 'Desvío de ruta'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The rows whose `haystack` (normalized visible text) contains every word of `filter`, any order. */
export function filterByWords<T extends { haystack: string }>(rows: readonly T[], filter: string): readonly T[] {
  const words = normalize(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.haystack.includes(word)));
}
