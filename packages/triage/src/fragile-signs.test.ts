import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

const screened = (text: string) => {
  const r = triage(text);
  return !r.urgent && r.ask?.question === 'emergency_screen';
};

/**
 * Several signs at once on a fragile patient ask the screen even when no rule ties those signs
 * together: the mechanism counts what it read, it does not know the words (decision 0054).
 */
describe('several signs on a fragile patient', () => {
  it('asks the screen for a baby with three signs no rule names together, in every way of writing', () => {
    for (const text of [
      'my 4 month old has diarrhea, a rash on his legs and his eyes are sunken',
      'رضيعي عمره 5 اشهر عنده طفح جلدي واسهال وعينه منتفخه',
      'بنتي 7 شهور عندها الحبوب فجسمها و الاسهال و عينيها منفوخين',
    ])
      expect(screened(text), text).toBe(true);
  });

  it('asks the screen for an older patient with two signs said as severe and spreading', () => {
    for (const text of [
      'my grandmother, 82, has a severe pain in her belly that spreads to her back and she is sweating',
      'ma grand-mère de 80 ans a une douleur très forte au ventre qui descend dans le dos et elle transpire',
      'jedda 80 sna 3andha wja3 9wi bzaf f kerch0ha yrouh l dhar w t3re9',
    ])
      expect(screened(text), text).toBe(true);
  });

  it('stays quiet on a baby said to breathe and feed well, an old complaint, and a plain request', () => {
    for (const text of [
      'bebe 9 mois, nez qui coule, il tete bien et respire bien',
      'my grandfather, 75, has had knee pain on the stairs for years',
      'I am 8 months pregnant and I want a check-up',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });
});

describe('emergencies on a child, the injured, the despairing and a blood thinner', () => {
  // A child's ingestion of a relative's pills, a head injury's signs after a lucid moment, a farewell
  // with a means, a bleeding on a blood thinner: each family in the five ways of writing.
  it.each([
    [
      'en',
      'my daughter 2 years ate some of her grandpa heart pills, we dont know how many, now she is vomiting',
      'child_swallowed',
    ],
    [
      'fr',
      'ma fille 3 ans a mangé des comprimés de sa grand mere on sait pas combien elle vomit',
      'child_swallowed',
    ],
    ['dz', 'بنتي 3 سنين كلات شويه من دوا جدها ما نعرفوش قداه و راهي تتقيا', 'child_swallowed'],
    ['dl', 'wlidi 4 ans kla chwiya mn dwa ta3 jeddou, ma3rafnach 9adach, rah yetgaya', 'child_swallowed'],
    [
      'en',
      'my brother fell off his bike, hit his head, said he was ok but now vomiting and doesnt know where he is',
      'head_injury',
    ],
    [
      'fr',
      'mon frere est tombé de moto il s est cogné la tete maintenant il vomit et il sait pas ou il est',
      'head_injury',
    ],
    ['ar', 'سقط أخي من الدراجة وضرب رأسه والآن يتقيأ ولا يعرف مكانه', 'head_injury'],
    ['dz', 'ولدي طاح من البيسيكلات ضرب فراسو و دروك يتقيا و ما يعرفش وين كاين', 'head_injury'],
    [
      'dl',
      'khouya tah mn moto drab b rasou, qalna rani mli7 bsah daba ytgaya w ma y3rafch win rahou',
      'head_injury',
    ],
    ['en', 'my son sent us a message forgive me for all, you will not see me after today', 'suicide'],
    ['fr', 'mon fils a envoyé pardonnez moi pour tout vous ne me verrez plus apres aujourd hui', 'suicide'],
    ['dz', 'خويا بعثلي سامحوني على كلشي ما تشوفونيش من بعد اليوم', 'suicide'],
    ['dl', 'khti b3atetli sam7ouli 3la koulchi ma tchoufounich ba3d lyoum', 'suicide'],
    [
      'en',
      'my dad is on warfarin, his urine is red and he has a big bruise on his leg without a blow',
      'heavy_bleeding',
    ],
    ['fr', 'papa sous sintrom, urines rouges et un gros bleu sur la cuisse sans coup', 'heavy_bleeding'],
    ['dz', 'بابا ياخذ سانتروم بان عليه زرق كبير و سنانو يدميو', 'heavy_bleeding'],
    ['dl', 'abi ya5od sintrom, zra9 kbir f dra3o w dem f bol', 'heavy_bleeding'],
    ['dl', 'jeddi nifo ydemmi w ma ma7bessch mn sa3a', 'heavy_bleeding'],
  ])('%s: %s', (_lang, text, key) => {
    expect(triage(text).urgentReason).toBe(key);
  });

  it('reads a child unusually calm after pills, and towels soaked by a bleeding, as signs', () => {
    for (const text of [
      'my son 2 ate some of grandma pills, he is too calm',
      'mon fils 2 ans a mangé des comprimés de mamie il est trop calme',
      'ابني سنتين اكل من حبوب جدته وهو هادئ بشكل غير طبيعي',
      'ولدي عامين كلا من دوا جدتو و راه ساكت بزاف ماشي عادي',
      'wlidi 2 ans kla dwa ta3 jeddatou, rah 7ani bzaf machi normal',
    ]) {
      expect(triage(text).urgent, text).toBe(true);
    }
    for (const text of [
      'جدي أنفه ينزف منذ ساعة وبلل المناشف',
      'جدي نيفو يسيل الدم من ساعة و بلا السرفيتات',
      'jeddi nifo ydemmi mn sa3a w nos, 3abba serviettes kamel',
    ]) {
      const r = triage(text);
      expect(r.urgent || r.ask?.question === 'bleeding_heavy', text).toBe(true);
    }
  });

  it('reads a fall said fine at first, then vomiting or sleeping, as a head injury', () => {
    for (const text of [
      'he fell from the ladder, said he was fine, now he is vomiting and sleeping a lot',
      'il est tombé de l echelle, il disait que ça va, maintenant il vomit et dort beaucoup',
      'سقط من السلم وقال انه بخير والان يتقيا وينام كثيرا',
      'طاح من الدروج قالنا راني مليح بصح دروك ولا يتقيا و يرقد بزاف',
      'tah mn sellom, 9alna rani mli7, daba wela ytgaya w yorgod bzaf',
      'khouya drab rasou f l7it, 9alna rani mli7, daba rah yrja3 yr9od',
    ]) {
      expect(triage(text).urgentReason, text).toBe('head_injury');
    }
  });
});
