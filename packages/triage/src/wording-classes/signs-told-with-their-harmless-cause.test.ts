import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A sign told with the cause that explains it and nothing else asks nothing: a few drops of spotting
 * in pregnancy after an internal exam or a probe scan ('apres le toucher', 'مورا الايكو من لتحت',
 * 'ba3d ma darli toucher'), black stools on iron tablets, a faint in the hammam's heat over at once and
 * checked clear ('kolchi normal'), a nose that bled and stopped on pressing ('pressing' is its first
 * aid, not a crushing), gums that bleed on brushing. Said with a pain, a dizziness or a chest pain, the
 * screen still asks. Phrasings written for the tests.
 */

describe('a sign told with its harmless cause and nothing else asks nothing', () => {
  it.each([
    [
      'en',
      '8 weeks pregnant, a little brown spotting today after the internal exam at the gyneco yesterday, no pain at all',
    ],
    ['ar', 'حامل في الاسبوع العاشر، نزلت قطرات دم بنيه بعد الفحص الداخلي عند الطبيبه، بدون الم'],
    ['darija-ar', 'حاملة شهرين و نص، مورا الايكو من لتحت خرجلي شوية دم و حبس، ما عنديش وجع'],
    [
      'darija-latin',
      '7amla 3 chhour, ba3d ma darli toucher tbiba khrejli chwiya dem w 7bes, ma kayench wja3',
    ],
    ['en', 'my poop is black since i take iron tablets for my anemia, no pain, no dizziness'],
    ['fr', 'mes selles sont noires depuis que je prends du tardyferon, pas de douleur, pas de vertiges'],
    ['ar', 'البراز اسود منذ بدات حبوب الحديد، لا الم و لا دوخه'],
    ['darija-latin', 'lbraz wella k7al mn ki bdit dwa ta3 lhdid (tardyferon), ma 3andich wja3 w ma ndoukhch'],
    [
      'fr',
      'hier au hammam j ai fait un malaise a cause de la chaleur, je me suis reveillee tout de suite, le medecin a fait ecg tension sucre tout est normal',
    ],
    ['darija-latin', 'ghmat 3liya f lhammam, fe9t direct, darouli ECG w tension w sokkar kolchi normal'],
    ['en', 'my nose bled this morning, it stopped after pressing for 5 minutes, the air is dry'],
    ['en', 'my gums bleed when i brush and i spit blood, they are red and swollen'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });
});

describe('a spotting after an exam in early pregnancy shows no notice', () => {
  it.each([
    [
      'fr',
      'enceinte de 9 semaines, quelques gouttes marron apres le toucher vaginal chez la sage femme, aucune douleur',
    ],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});

describe('said with a pain, a dizziness or a chest pain, the screen still asks', () => {
  it.each([
    ['en', '8 weeks pregnant, spotting after the internal exam and now strong cramps on one side'],
    ['en', 'black stools since i take iron tablets, and today i feel dizzy and weak'],
    ['fr', 'malaise au hammam, le medecin a dit tout est normal, mais j ai mal a la poitrine'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask?.question, text).toBe('emergency_screen');
  });
});
