/**
 * The accessible name of a control that every row of a table repeats: it begins with what the
 * control shows (WCAG 2.5.3 Label in Name: a voice-control user says the text they see) and then
 * names its row, so fourteen 'Modificar' become 'Modificar: Juan Pérez (jperez)', 'Modificar:
 * Ana Choque (achoque)'… An icon's `shown` is the word its tooltip shows.
 */
export function rowActionName(shown: string, ...row: string[]): string {
  return `${shown}: ${row.join(', ')}`;
}

/** A sentence that follows a colon inside a name: 'Abrir el caso…' → 'abrir el caso…'. */
export function afterColon(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es') + text.slice(1);
}
