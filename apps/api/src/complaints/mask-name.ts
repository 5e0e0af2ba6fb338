/**
 * A name as an anonymous caller may see it: each word's first letter, the rest as '*'
 * ('ROSA CHOQUE' → 'R*** C*****'). Enough for a citizen to recognise their own record, not
 * enough to learn who holds a cédula typed at random (docs/decisions.md, The form).
 */
export function maskName(nombre: string): string {
  return nombre
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const [first = '', ...rest] = [...word];
      return first + '*'.repeat(rest.length);
    })
    .join(' ');
}
