import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A rash checked for an allergy the way a careful patient writes it: the lips, tongue, eyes or
 * face said not to be swollen and the breathing fine. Those places are where the swelling is not,
 * so the message is the skin's, not the eye's, the teeth's or the belly's. Phrasings written for
 * the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a rash with lips and eyes said not swollen is the skin', () => {
  it.each([
    [
      'en',
      'red itchy spots on my tummy and legs since the new soap, lips and eyes not swollen, breathing fine',
    ],
    [
      'fr',
      'des boutons sur le ventre et les jambes depuis la nouvelle lessive, les yeux et les levres ont pas gonflé, je respire bien',
    ],
    ['ar', 'ظهرت حبوب حمراء على بطني وساقي بعد الصابون الجديد، عيناي وشفتاي لم تنتفخا واتنفس جيدا'],
    ['dz', 'طلعولي حبوب حمر فكرشي ورجليا من الصابون الجديد، عينيا وشفايفي ماشي منفوخين ونتنفس مليح'],
    [
      'dl',
      'tal3ouli 7boub 7mer f kerchi w rjliya mn savon jdid, 3iniya w chfayfi ma tnfkhouch, netnaffes mli7',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
    expect(first(text)).toBe('dermatology');
  });
});
