import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A child who put something in the mouth and now cannot cry or make a sound while the face goes blue
 * is choking: the notice at once, not the screen. A face gone blue is the want of air that blue lips
 * are. Phrasings written for the tests, in the five ways of writing.
 */
describe('a child unable to cry and turning blue alarms', () => {
  it.each([
    ['en', 'my little girl had a bead in her mouth, now she is unable to cry and her face is turning blue'],
    ['fr', "mon bébé a mis un bouchon dans la bouche, il n'arrive pas à pleurer et il devient bleu"],
    ['ar', 'ابني وضع قطعة بلاستيك في فمه ولا يستطيع البكاء ووجهه ازرق'],
    ['dz', 'بنتي دخلت حاجة صغيرة ف فمها ما قدرتش تبكي و وجهها ولا زرق'],
    ['dl', 'bniti dkhlat 7aja sghira f fommha ma9dratch tebki w wejhha wla zer9'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it('does not alarm on a bruise or a child crying', () => {
    expect(triage('my son has a blue bruise on his knee after football').urgent).toBe(false);
    expect(triage('bébé pleure beaucoup le soir, il a des coliques').urgent).toBe(false);
  });
});
