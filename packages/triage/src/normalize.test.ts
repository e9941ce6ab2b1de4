import { describe, expect, it } from 'vitest';
import { normalize, skeleton, stripArabicArticle, tokenize } from './normalize.ts';

describe('normalize', () => {
  it('lowercases and strips French accents', () => {
    expect(normalize('Fièvre ÉLEVÉE à la tête')).toBe('fievre elevee a la tete');
    expect(normalize('cœur')).toBe('coeur');
  });

  it('removes Arabic diacritics and tatweel', () => {
    expect(normalize('صُدَاعٌ')).toBe('صداع');
    expect(normalize('الــــراس')).toBe('الراس');
  });

  it('folds Arabic letter variants', () => {
    expect(normalize('أ إ آ ا')).toBe('ا ا ا ا');
    expect(normalize('ألم الأذن')).toBe('الم الاذن');
    expect(normalize('سخانة')).toBe('سخانه');
    expect(normalize('حمى')).toBe('حمي');
    expect(normalize('ڨلبي')).toBe('قلبي');
  });

  it('maps Arabic-Indic digits to ASCII', () => {
    expect(normalize('٣٩ درجة')).toBe('39 درجه');
  });

  it('maps Arabizi digits inside Latin words consistently', () => {
    expect(normalize('3andi s5ana')).toBe('andi skhana');
    expect(normalize('ka7a')).toBe('kaha');
    expect(normalize('t9ata3')).toBe('tqata');
    expect(normalize('ywja3ni')).toBe(normalize('ywjaani'));
  });

  it('leaves plain numbers and codes alone', () => {
    expect(normalize('39.5 depuis 3 jours')).toBe('39.5 depuis 3 jours');
    expect(normalize('38,5. Ok')).toBe('38.5 ok');
    expect(normalize('covid19')).toBe('covid19');
  });

  it('expands English negative contractions', () => {
    expect(normalize("I can't breathe, don't know")).toBe('i can not breathe do not know');
    expect(normalize('I cant sleep')).toBe('i can not sleep');
  });

  it('expands French words shortened as on a phone', () => {
    expect(normalize('il boit bcp et fait pipi tt le temps')).toBe(
      'il boit beaucoup et fait pipi tout le temps',
    );
    expect(normalize('mal ds le ventre qd je mange, tjrs le soir')).toBe(
      'mal dans le ventre quand je mange toujours le soir',
    );
  });

  it('splits elisions and mixed scripts', () => {
    expect(normalize("l'estomac j'ai")).toBe('l estomac j ai');
    expect(normalize('عندي la tension')).toBe('عندي la tension');
    expect(normalize('الtension')).toBe('ال tension');
  });

  it('squeezes letters stretched for emphasis', () => {
    expect(normalize('bzaaaaf')).toBe('bzaf');
    expect(normalize('بزااااف')).toBe('بزاف');
  });

  it('keeps clause breaks as tokens for negation scope', () => {
    expect(tokenize('no fever, cough')).toEqual(['no', 'fever', ',', 'cough']);
  });

  it("spells out French texting's short small words ('ds', 'tt') so a wording still matches", () => {
    expect(tokenize('ca brule ds le ventre tt le temps')).toEqual([
      'ca',
      'brule',
      'dans',
      'le',
      'ventre',
      'tout',
      'le',
      'temps',
    ]);
  });

  it('handles empty and punctuation-only text', () => {
    expect(normalize('')).toBe('');
    expect(normalize('?!...')).toBe('');
  });
});

describe('helpers', () => {
  it('gives Darija spelling variants one skeleton', () => {
    expect(skeleton('kirch')).toBe(skeleton('kerch'));
    expect(skeleton('sdar')).toBe(skeleton('sder'));
    expect(skeleton('qalb')).toBe(skeleton('galb'));
  });

  it('drops the Arabic article only when a stem remains', () => {
    expect(stripArabicArticle('الكرش')).toBe('كرش');
    expect(stripArabicArticle('الم')).toBe('الم');
  });
});

describe('a number glued to its unit', () => {
  it.each([
    ['my 3yo has a fever', 'my 3 yo has a fever'],
    ['bnti 2ans s5ana', 'bnti 2 ans skhana'],
    ['bebe 10mois', 'bebe 10 mois'],
    ['weldi 4snin', 'weldi 4 snin'],
  ])('%s -> %s', (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });

  it('keeps Arabizi digits inside words', () => {
    expect(normalize('3andi s5ana')).toBe('andi skhana');
  });
});
