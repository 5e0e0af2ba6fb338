import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@reclamos/shared-types/cases/values';

/**
 * A fresh receipt code 'XXXX-XXXX': 8 symbols drawn uniformly with the crypto RNG from an alphabet
 * without look-alikes, ~8.5 × 10^11 codes, so one cannot be guessed from another.
 */
export function randomCodigo(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
