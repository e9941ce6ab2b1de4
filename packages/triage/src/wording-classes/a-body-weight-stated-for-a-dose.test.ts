import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A body's weight said in kilos to size a dose ('انا 70 كيلو') is no weight complaint and sends
 * nobody to the hormone doctor; a loss or a gain of kilos still is one. Phrasings written for
 * the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a body weight stated beside a dose is no weight complaint', () => {
  it.each([
    ['en', 'i took two paracetamol 1 g by mistake instead of one, i am 70 kg, is it a risk?'],
    ['fr', 'j ai pris 2 doliprane 1 g par erreur au lieu d un, je fais 65 kg, c est grave?'],
    ['ar', 'اخذت حبتين باراسيتامول 1 غ بالخطا بدل واحدة، وانا 70 كيلوغرام، هل هناك خطر؟'],
    ['dz', 'شربت زوج حبات دوليبران بالغلط بلاصة وحدة، انا 80 كيلو، كاين خطر؟'],
    ['dl', 'chrebt zouj doliprane 1g bel ghalta blast wahda, ana 75 kilo, kayen khatar?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('weight');
    expect(first(text)).not.toBe('endocrinology');
  });

  it.each([
    ['en', 'i lost 8 kg in two months without trying'],
    ['fr', 'j ai perdu 10 kilos en 2 mois sans regime'],
    ['dl', 'nqast 12 kilo f chhrin bla regime'],
  ])('kilos lost are still a weight complaint: [%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('weight');
  });
});
