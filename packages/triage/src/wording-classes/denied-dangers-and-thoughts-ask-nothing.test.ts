import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * What the writer denies or says fine is not asked again. A chest pain whose heart signs are denied
 * one by one (no breathlessness, no sweating, nothing going to the arm) asks neither the chest-pain
 * question nor the screen; thoughts of self-harm denied in Arabic and Darija ('ما عنديش افكار باني
 * اؤذي نفسي', 'ماعنديش افكار باش نأذي روحي') or as 'no ideas to hurt myself' are a denial, answered
 * with the helpline; a child with a fever who plays and drinks, the neck and skin said fine, is not
 * asked about meningitis. The same signs said as had still show the notice. Phrasings written for
 * the tests.
 */

describe('a chest pain with its heart signs denied asks nothing', () => {
  it.each([
    [
      'en',
      'pain in my chest since yesterday when i twist, no shortness of breath, no sweating, nothing in my arm',
    ],
    ['fr', 'douleur dans la poitrine quand je bouge, pas d essoufflement, pas de sueurs, rien dans le bras'],
    ['ar', 'الم في صدري عندما اتحرك، لا يوجد ضيق تنفس و لا تعرق و لا الم في الذراع'],
    ['darija-ar', 'وجع فصدري كي نتحرك، ماعنديش ضيق فالنفس، ما نعرقش و ما يهبطش لذراعي'],
    ['darija-latin', 'sedri ywja3ni ki nt7arek, ma 3andich di9 f nefs, ma n3re9ch, ma yhbetch l dra3i'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });
});

describe('thoughts of self-harm denied are answered with the helpline', () => {
  it.each([
    ['en', 'i feel low since months, i have no ideas to hurt myself, i just want someone to talk to'],
    ['ar', 'لست بخير منذ شهر و ابكي كثيرا، لكن ليس عندي افكار باني اؤذي نفسي، اريد التحدث مع مختص'],
    ['darija-ar', 'حزينة ملي شهر و نبكي بزاف، بصح ماعنديش افكار باش نأذي روحي، حابة نهدر مع طبيب'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
    expect(r.helpline, text).toBe(true);
  });
});

describe('a playing child with a fever, neck and skin fine, asks nothing', () => {
  it.each([
    [
      'en',
      'my son 3 years has 38.4 since this morning, he is playing normally and drinking, no rash and his neck is fine',
    ],
    ['fr', 'mon fils 2 ans a 38.5 depuis hier, il joue normalement, pas de boutons, le cou bouge bien'],
    ['darija-ar', 'بنتي 3 سنين عندها سخانة 38.4، تلعب و تشرب مليح، ماعندهاش حبوب و رقبتها مافيها والو'],
    [
      'darija-latin',
      'wlidi 3 snin 3andou sa5ana 38.3, yel3ab w yechrob mli7, ma 3andouch 7boub w rgabtou labas',
    ],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });
});

describe('the same signs said as had still show the notice', () => {
  it.each([
    ['en', 'chest pain since an hour, no sweating but i am short of breath'],
    ['en', 'pain in my chest going to my left arm, i am sweating a lot, no shortness of breath'],
    ['en', 'i have ideas to hurt myself'],
    ['ar', 'عندي افكار باني اؤذي نفسي'],
    ['en', 'my son 2 years fever 39, stiff neck, vomiting and purple spots'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a chest tight with stress, its heart signs denied, is the cardiologist s to reassure', () => {
  it.each([
    [
      'en',
      'my chest gets tight when i am stressed, no sweating, no shortness of breath, nothing in my arm, i want an ecg',
    ],
    [
      'fr',
      'j ai la poitrine serree quand je suis stresse, pas de sueurs, pas d essoufflement, rien dans le bras',
    ],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ranked[0]?.code, text).toBe('cardiology');
  });
});
