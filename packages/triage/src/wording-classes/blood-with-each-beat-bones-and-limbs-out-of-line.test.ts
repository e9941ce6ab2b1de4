import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A cut whose blood leaves with each beat of the heart ('jumps out with every heartbeat', 'à chaque
 * battement', 'مع كل نبضة', 'ينقز', 'yna9ez m3a kol da9a') or keeps coming through a pressed cloth is
 * an artery: the notice. A limb bent in a direction said not normal ('dans un sens pas normal',
 * 'ملوية للجيهة لوخرا') after a fall is a fracture, and 'pas normal', 'not ok', 'machi mli7' say a
 * thing is wrong: they deny nothing after them. Phrasings written for the tests.
 */

describe('blood leaving with each heartbeat, or still coming through a pressed cloth, shows the notice', () => {
  it.each([
    ['en', 'sliced my thumb with a kitchen knife and the blood comes out with every heartbeat'],
    ['en', 'my dad cut his leg on a metal sheet, the towel is soaked through and it keeps coming'],
    ['fr', 'mon frère s est coupé le poignet avec une vitre, le sang sort à chaque battement de coeur'],
    ['fr', 'coupure au bras avec un couteau, la serviette est trempée de sang et ça sort encore'],
    ['ar', 'جرح في ساقه بقطعة زجاج والدم يخرج مع كل نبضة قلب'],
    ['ar', 'جرحت اصبعي بالسكين وما زال يخرج الدم رغم المنشفة'],
    ['darija-ar', 'تقطع بالموس في يدو و الدم ينقز مع كل دقة'],
    ['darija-ar', 'جرحت رجلي بالزاج و الدم مازال يخرج حتى بالفوطة'],
    ['darija-latin', 'jra7t yedi b lmous w ddem yna9ez m3a kol da9a'],
    ['darija-latin', 't9ta3 sba3ou b zaj w ddem mazal ykhrej, lfouta tbellat'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('heavy_bleeding');
  });

  it('does not read a pulse or a heart felt beating, with no cut, as a bleeding', () => {
    for (const text of [
      'i feel my heart beating in my ear with each heartbeat at night',
      'je sens mon coeur battre à chaque battement dans la tempe',
      'nhess b 9albi yna9ez ki nergod',
    ]) {
      expect(triage(text).urgentReason, text).not.toBe('heavy_bleeding');
    }
  });
});

describe('a limb bent in a direction said not normal after a fall, or a bone coming out', () => {
  it.each([
    ['en', 'fell off the roof, his arm is bent in the wrong direction and he is screaming'],
    ['fr', 'tombée de moto, son bras est plié dans un sens pas normal'],
    ['fr', 'il est tombé du toit, le pied tourné pas dans le bon sens'],
    ['ar', 'سقط من الدرج وساقه ملتوية في اتجاه غير طبيعي'],
    ['darija-ar', 'طاح من السلوم و رجلو ملوية للجيهة لوخرا'],
    ['darija-latin', 'ta7 mel moto w rejlou mlwiya l jiha lokhra'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('fracture');
  });

  it('reads what follows a thing said not normal or not ok as said, not denied', () => {
    for (const text of [
      'tombé au chantier, sa jambe est pas normale et on voit l os qui sort',
      'he fell from the ladder, his leg is not ok and the bone is sticking out of the skin',
      'ta7 mel sela, rejlou machi normal w l3dam kharej mn ljeld',
    ]) {
      expect(triage(text).urgentReason, text).toBe('fracture');
    }
    // A denial that does not start on a word said fine still denies: no fever, no cough.
    const r = triage('c est pas normal cette fatigue, pas de fièvre, pas de toux');
    expect(r.matched).not.toContain('fever');
    expect(r.matched).not.toContain('cough');
  });
});
