import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * Urine gone red said with the French colour inside Darija ('البول تاعي ولا روج') or turned red
 * ('my pee turned red', 'بولي صار احمر'), a fright said with Darija 'خلعني' (it scared me, not a
 * dislocation 'خلع'), and its harmless cause in the same message (beetroot): the sign's doctor
 * reassures, not the psychiatrist nor the bone doctor. Top-1 is the lexicon's alone. Phrasings
 * written for the tests.
 */

describe('a fright at red urine after beetroot is not the psychiatrist', () => {
  it.each([
    ['en', 'my pee turned red and it scared me but i ate beetroot yesterday'],
    ['fr', 'mes urines sont rouges ca m a fait peur mais j ai mange de la betterave hier'],
    ['ar', 'بولي صار احمر وخفت كثيرا لكنني اكلت الشمندر امس'],
    ['dz', 'البول تاعي ولا روج و خلعني، بصح كليت البتراف البارح'],
    ['dl', 'lbol wla 7mer lyoum w tkhla3t, bessah klit betterave lbare7'],
  ])('[%s] %s', (_way, text) => {
    const first = lexiconAlone(text).ranked[0]?.code;
    expect(first).not.toBe('psychiatry');
    expect(first).not.toBe('orthopedics');
  });

  it("reads Darija 'خلعتني' as a fright", () => {
    expect(lexiconAlone('خلعتني بنتي كي طاحت بصح ما عندها والو').matched).toContain('anxiety');
  });
});
