import { DEGREE_WORDS } from './lexicon/count-words.ts';

/**
 * A written temperature is a fever sign when it has decimals in the fever range (38.5) or
 * a degree word after it (39 degrees, 39°): '39 ans' is an age, not a fever.
 */
const FEVER_MIN = 37.8;
const FEVER_MAX = 43;

export function hasFeverReading(tokens: string[]): boolean {
  return tokens.some((tok, i) => {
    if (!/^\d{2}(\.\d)?$/.test(tok)) return false;
    const value = Number(tok);
    if (value < FEVER_MIN || value > FEVER_MAX) return false;
    return tok.includes('.') || DEGREE_WORDS.has(tokens[i + 1] ?? '');
  });
}
