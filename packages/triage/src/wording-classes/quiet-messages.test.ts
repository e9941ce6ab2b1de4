import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Messages that ask nothing: a heart murmur heard by a doctor (not a breathlessness), a burning
 * stomach (not a burn), a small burn said to be small, a prevention question about a relative's
 * stroke in Darija in Latin letters, a couple who cannot have children (not a pregnancy in
 * trouble). Phrasings written for the tests.
 */

const quiet = (text: string) => {
  const r = triage(text);
  return !r.urgent && r.ask === null;
};

describe('a heart murmur heard by a doctor', () => {
  it.each([
    ['en', 'the school doctor heard a heart murmur in my son, he is fine'],
    ['fr', 'le pediatre a entendu un souffle au coeur chez ma fille, que faire ?'],
    ['ar', 'الطبيب سمع نفخه في القلب عند ابني'],
    ['dl', 'tbib 9al bli 3andha souffle f 9albha, wach ndirou'],
  ])('[%s] %s goes to the heart doctor and asks nothing', (_way, text) => {
    expect(quiet(text)).toBe(true);
    expect(
      triage(text)
        .ranked.slice(0, 2)
        .map((x) => x.code),
    ).toContain('cardiology');
  });
});

describe('a burning stomach, or a burn said to be small', () => {
  it.each([
    ['dl', 'kerchi tet7ra9 ba3d lmakla w 3andi l9li'],
    ['dl', 'tes7ra9t chwiya b lkass ta3 l9ahwa f sba3i'],
    ['dz', 'تحرقت شويا بالطاسة ف صبعي'],
  ])('[%s] %s asks nothing', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it.each([
    ['en', 'scalded my wrist with the kettle, it is red but there are no blisters'],
    ['fr', "brulure au doigt avec le fer a repasser, c'est rouge, pas de cloque"],
    ['ar', 'حرقت اصبعي بالمكواه، احمرار بدون فقاعات'],
    ['dz', 'تحرقت بالطاجين ف يدي، حمرا وما فيهاش البولة'],
  ])('[%s] %s: a burn without blisters asks nothing', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it('a burn with blisters over the arm is still asked about', () => {
    expect(triage('t7ra9t b zit s5oun f dra3i kamel w tal3ouli lbolles').ask).not.toBeNull();
  });
});

describe("a prevention question about a relative's stroke, in Darija in Latin letters", () => {
  it('[dl] asks nothing', () => {
    expect(quiet('khali kan 3andou avc, kifach n7mi rohi ana?')).toBe(true);
  });
});

describe('a couple who cannot have children', () => {
  it.each([
    ['dl', 'ma nqderch ndir wlad, 3 snin w walou'],
    ['en', 'we cant have children after two years of trying'],
  ])('[%s] %s asks nothing and goes to fertility care', (_way, text) => {
    expect(quiet(text)).toBe(true);
    expect(triage(text).matched).toContain('fertility');
  });
});
