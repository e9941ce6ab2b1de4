import { SPECIALTY_CODES } from '@reayah/contracts';
import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

const top = (text: string) => triage(text).ranked[0]?.code;

describe('triage result shape', () => {
  it('ranks all 20 specialties with descending scores in [0,1]', () => {
    const r = triage('chest pain');
    expect(r.ranked).toHaveLength(SPECIALTY_CODES.length);
    expect(new Set(r.ranked.map((x) => x.code)).size).toBe(SPECIALTY_CODES.length);
    for (let i = 1; i < r.ranked.length; i++) {
      expect((r.ranked[i - 1]?.score ?? 0) >= (r.ranked[i]?.score ?? 0)).toBe(true);
    }
    for (const x of r.ranked) expect(x.score >= 0 && x.score <= 1).toBe(true);
  });

  it('falls back to general medicine with low confidence on empty or unknown text', () => {
    for (const text of ['', '   ', 'qwxz blorf', '123']) {
      const r = triage(text);
      expect(r.ranked[0]?.code).toBe('general-medicine');
      expect(r.confidence).toBeLessThan(0.3);
      expect(r.urgent).toBe(false);
      expect(r.urgentReason).toBeNull();
    }
  });

  it('is deterministic', () => {
    const text = 'rasi ywja3ni w 3andi skhana';
    expect(triage(text)).toEqual(triage(text));
  });
});

describe('English', () => {
  it('routes common complaints', () => {
    expect(top('my tooth hurts when I drink cold water')).toBe('dentistry');
    expect(top('burning when I pee')).toBe('urology');
    expect(top('itchy rash on my legs')).toBe('dermatology');
    expect(top('chest pain when I press on the rib after a fall')).toBe('orthopedics');
    expect(top('my child has fever and rash')).toBe('pediatrics');
  });

  it('respects negation and flags emergencies', () => {
    const r = triage('headache but no fever');
    expect(r.matched).toContain('headache');
    expect(r.matched).not.toContain('fever');
    const mi = triage('crushing chest pain spreading to my left arm');
    expect(mi.urgent).toBe(true);
    expect(mi.urgentReason).toBe('heart_attack');
    expect(triage('I want to end my life').urgent).toBe(true);
  });

  it('tolerates typos', () => {
    expect(top('stomache ache and diarhea')).toBe('gastroenterology');
    expect(top('my ear hurts, cant here well')).toBe('ent');
  });
});

describe('French', () => {
  it('routes common complaints without accents', () => {
    expect(top("j'ai mal au ventre et la diarrhee")).toBe('gastroenterology');
    expect(top('douleur au genou apres une chute')).toBe('orthopedics');
    expect(top('je suis enceinte et j ai des nausees')).toBe('gynecology-obstetrics');
  });

  it('reads "pas de" and "sans" as negation', () => {
    const r = triage('toux sans fièvre, pas de douleur');
    expect(r.matched).toContain('cough');
    expect(r.matched).not.toContain('fever');
  });

  it('flags emergencies', () => {
    expect(triage('fièvre et raideur de la nuque').urgent).toBe(true);
    expect(triage('enceinte et saignement').urgent).toBe(true);
  });
});

describe('Modern Standard Arabic', () => {
  it('routes with diacritics, hamza forms and attached particles', () => {
    expect(top('أعاني من ألمٍ في الأسنان')).toBe('dentistry');
    expect(top('وبالمعدة حموضة')).toBe('gastroenterology');
    expect(top('ضيق في التنفس وسعال')).toBe('pulmonology');
  });

  it('reads negation', () => {
    const r = triage('صداع بدون حمى');
    expect(r.matched).toContain('headache');
    expect(r.matched).not.toContain('fever');
  });

  it('flags stroke signs', () => {
    expect(triage('ضعف مفاجئ في جهة واحدة من الجسم وتدلي الوجه').urgent).toBe(true);
  });
});

describe('Darija in Arabic script', () => {
  it('routes everyday Algerian phrasing', () => {
    expect(top('كرشي توجعني')).toBe('gastroenterology');
    expect(top('ضرستي توجعني')).toBe('dentistry');
    expect(top('ولدي عندو السخانة')).toBe('pediatrics');
  });

  it('reads ما ... ش negation', () => {
    const r = triage('ما عنديش سخانة بصح عندي الكحة');
    expect(r.matched).toContain('cough');
    expect(r.matched).not.toContain('fever');
  });

  it('flags suicidal thoughts', () => {
    expect(triage('نحب نقتل روحي').urgent).toBe(true);
  });
});

describe('Darija in Latin script', () => {
  it('routes Arabizi with digits and spelling variants', () => {
    expect(top('rasi ywja3ni')).toBe('neurology');
    expect(top('kerchi t9ata3 fiya')).toBe('gastroenterology');
    expect(top('kirchi twja3ni')).toBe('gastroenterology');
    expect(top('3ini 7amra')).toBe('ophthalmology');
    expect(top('3andi sokkar')).toBe('endocrinology');
  });

  it('reads ma...ch negation', () => {
    const r = triage('ma3andich skhana, ghir ka7a');
    expect(r.matched).toContain('cough');
    expect(r.matched).not.toContain('fever');
  });

  it('mixes with French and flags emergencies', () => {
    expect(top('3andi douleur f sdri ki nkoh')).toBe('pulmonology');
    expect(triage('ma nqderch ntneffes').urgent).toBe(true);
  });

  it('detects the language', () => {
    expect(triage('rasi ywja3ni').language).toBe('darija-latin');
    expect(triage('I have a headache').language).toBe('en');
    expect(triage("j'ai mal à la tête").language).toBe('fr');
    expect(triage('أعاني من صداع').language).toBe('ar');
    expect(triage('راسي يوجعني بزاف').language).toBe('darija-ar');
  });
});

describe('red flags', () => {
  it('flags emergencies across languages', () => {
    for (const text of [
      'sudden weakness on one side of my body',
      'ma femme a le visage tordu et parle bizarrement',
      'حامل ونزيف',
      'بنتي عندها شهر وسخانة',
      'weldi ma yfiqch',
      "I'm 8 weeks pregnant and bleeding",
      'throat closing after a bee sting',
    ]) {
      expect(triage(text).urgent, text).toBe(true);
    }
  });

  it('does not flag look-alikes', () => {
    for (const text of [
      'chest pain when I press on my rib after a fall',
      'I had a stroke two years ago, need follow up',
      'heavy periods',
      'my son stutters a bit',
      'no chest pain, no shortness of breath',
      'fever for two days',
    ]) {
      expect(triage(text).urgent, text).toBe(false);
    }
  });
});

describe('context', () => {
  it('reads a stated age as a child or a newborn', () => {
    expect(triage('my 3 year old has a cough').matched).toContain('child');
    expect(triage('mon bebe de 5 semaines a de la fievre').matched).toContain('newborn');
    expect(triage('enceinte de 3 mois').matched).not.toContain('newborn');
    expect(triage('I am 45 years old with back pain').matched).not.toContain('child');
  });

  it('notices a prolonged complaint', () => {
    expect(triage('fever for three weeks').matched).toContain('week_plus');
    expect(triage('fever since yesterday').matched).not.toContain('week_plus');
  });

  it("reads the years someone has as an age, and 'il y a' years as time gone by", () => {
    expect(triage('jeddati elle a 78 ans, mal au genou depuis hier').matched).not.toContain('week_plus');
    expect(triage('mon fils a 6 ans, il tousse depuis ce matin').matched).not.toContain('week_plus');
    expect(triage("il y a 3 ans j'ai eu un avc").matched).toContain('week_plus');
  });
});

describe('words that name object machinery', () => {
  const names = [
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
    'prototype',
  ];
  it('are plain text in any position', () => {
    for (const name of names) {
      for (const text of [name, `j'ai mal ${name} à la tête`, `${name} ${name}`]) {
        expect(() => triage(text), text).not.toThrow();
      }
    }
  });
});

describe('a chest pain on effort, said with its dangers denied', () => {
  it('reads a pain that passes within a minute as brief, not sudden, in every way of writing', () => {
    for (const text of [
      'my chest hurts when I climb the stairs, it goes away in a minute when I rest',
      'j ai une douleur a la poitrine en montant la cote, ca passe en une minute quand je m arrete',
      'الم في صدري عند صعود الدرج يزول خلال دقيقه عندما ارتاح',
      'صدري يوجعني كي نطلع الدروج و يفوت في دقيقه كي نرتاح',
      'sdri yoja3ni ki ntla3 droj w yrou7 f d9i9a ki nertah',
    ])
      expect(triage(text).urgent, text).toBe(false);
    // A chest pain that came suddenly still raises the notice.
    expect(triage('sdri bda yoja3ni fjaa w ma 3andich nefs').urgent).toBe(true);
  });

  it("denies the arm and the jaw a Darija 'ma yhabatch' (it does not go down) names", () => {
    for (const text of [
      'sdri yoja3ni ki nemchi bzaf, l waja3 ma yhabatch l dra3i wala l7nak',
      'waja3 f sdri ki nakhdem, ma yhabetch l dra3 wella l7nek',
      'sdri yoja3ni chwiya, ma 3andich dayi9 nafas w ma yhbatch l yddi',
    ])
      expect(triage(text).urgent, text).toBe(false);
    expect(triage('sdri yoja3ni bzaf w yhabet l dra3i lisra').urgent).toBe(true);
  });
});

describe('a sign said fine after a denied list', () => {
  it('does not carry the denial of a rash on to a neck said to move fine', () => {
    for (const text of [
      'ولدي عندو سخانة من البارح، ماعندوش حبوب في جلدو رقبتو يحركها مليح',
      'بنتي عندها سخانة، ماعندهاش حبوب فالجلد رقبتها تحركها مليح',
      'wldi 3ando skhana, ma 3andouch 7boub f jeldo rgabto y7arkha mli7',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.matched, text).not.toContain('no_movement');
    }
    // Denied in its own words, the movement is still lost.
    expect(triage('ولدي عندو سخانة و ما يحركش رقبتو').urgent).toBe(true);
  });
});

describe('a breath taken hard', () => {
  it("reads 'strong' after breathing as the breath's, not the pain's, in every way of writing", () => {
    for (const text of [
      'my chest hurts on the right when i breathe hard, since two days',
      'j ai mal au cote droit de la poitrine quand je respire a fond depuis hier',
      'الم في صدري من الجهه اليمنى عندما اتنفس بعمق منذ يومين',
      'صدري يوجعني على اليمين كي نجبد النفس قوي من البارح',
      'sdri yoja3ni 3la limin ki ntneffes 9wi men lbare7',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.matched, text).toContain('pleuritic');
    }
    // A pain said strong in its own words still raises the notice.
    expect(triage('وجع قوي بزاف فالصدر كي نتنفس').urgent).toBe(true);
  });
});

describe('a thought of self-harm denied in Arabic', () => {
  it("lets the denial reach past 'فكره' (a thought) to what the thought would be", () => {
    for (const text of [
      'انا متعب نفسيا منذ شهر لكن ليس عندي فكره ان اؤذي نفسي',
      'لا توجد لدي اي فكره لايذاء نفسي، اريد طبيب نفسي',
    ])
      expect(triage(text).urgent, text).toBe(false);
    expect(triage('عندي فكره ان اؤذي نفسي').urgentReason).toBe('suicide');
    expect(triage('تراودني افكار الانتحار').urgentReason).toBe('suicide');
  });
});

describe('a chest said on fire after a meal', () => {
  it('is heartburn, not a burn, while hot oil on the chest stays one', () => {
    for (const text of [
      'my chest is on fire after a big spicy dinner, the acid comes up to my throat',
      'ma poitrine est en feu apres un repas epice, ca remonte dans la gorge, des remontees acides',
      'صدري شاعل نار من بعد العشا بالهريسة، الحموضة تطلع لحلقي',
      'sdri ch3al nar men b3d l3cha b lharissa, l7moda tla3 l 9erjouma',
    ])
      expect(triage(text).urgentReason, text).not.toBe('severe_burn');
    expect(triage('hot oil fell on my chest, my chest is burning').urgentReason).toBe('severe_burn');
  });
});

describe('a cause that names the doctor ahead of the place or the patient', () => {
  it('sends a heel that hurts on the first steps of the morning to orthopedics, not rheumatology', () => {
    for (const text of [
      'my heel hurts so much every morning on the first steps, then it eases after walking a bit',
      'mal au talon chaque matin quand je pose le pied, ca passe en marchant',
      'وجع في كعبي كل صباح اول ما نحط رجلي و يخف كي نمشي',
      'ألم في الكعب صباحا منذ شهرين يخف مع المشي',
      'lka3b ta3i yoja3ni kol sbah ki nnoud, ba3d ma nemchi yhbet',
    ])
      expect(top(text), text).toBe('orthopedics');
  });

  it('sends a child who drinks and pees a great deal and loses weight to the diabetologist', () => {
    for (const text of [
      'mon fils 10 ans boit bcp et fait pipi tout le temps, il a maigri',
      'my son 9 pees all the time and drinks so much water, lost weight',
      'benti 10 snin tachrab lma bzaf w tbol bzaf w dbalet',
    ])
      expect(top(text), text).toBe('endocrinology');
  });

  it('sends a diabetic who sweats, shakes and speaks confusedly to the diabetologist (a low sugar)', () => {
    for (const text of [
      'my dad is diabetic on insulin, skipped lunch, now sweating and shaking and talking nonsense',
      "baba diabetique ydir l'insuline, ma klach mli7, rah y3ra9 w yertej w yahder klam mkhalet",
      'mon pere diabetique sous insuline transpire tremble et parle de facon confuse',
      'جدي مريض بالسكري ياخذ الانسولين، يتعرق ويرتجف ويتكلم كلاما غير مفهوم',
    ])
      expect(top(text), text).toBe('endocrinology');
  });

  it('keeps a streak of blood in the stools with the gut, and periods gone for years with no pregnancy', () => {
    expect(top('streak of blood in my stool since 2 days')).toBe('gastroenterology');
    expect(top('filet de sang dans les selles')).toBe('gastroenterology');
    expect(
      triage('no periods for 2 years since menopause, now pain in my lower right belly and dizzy')
        .urgentReason,
    ).not.toBe('ectopic_pregnancy');
    expect(
      triage('pas de regles depuis 1 an, menopause, douleur cote droit du ventre').urgentReason,
    ).not.toBe('ectopic_pregnancy');
    for (const text of [
      'ما جاتنيش العادة من عامين، دخلت سن الياس، و عندي وجع فجنب كرشي اليمين و دوخة',
      'ma jatnich l3ada men 3amin, menopause, w 3andi waja3 f jenb kerchi limin',
    ])
      expect(triage(text).urgentReason, text).not.toBe('ectopic_pregnancy');
    // Periods late by weeks, without the menopause, still alarm.
    expect(
      triage('missed my period 6 weeks, sharp pain on the right side of my belly and dizzy').urgentReason,
    ).toBe('ectopic_pregnancy');
  });
});

describe('a stroke told with the hour the person was last well', () => {
  it('reads "was fine this morning" as an onset today, not a check that came back clear', () => {
    for (const text of [
      'grandpa was fine this morning, now his mouth pulls to one side and his words come out mixed',
      'ma grand-mère allait bien ce matin, là sa bouche est tordue et elle ne tient plus rien de la main droite',
      'كانت جدتي بخير في الصباح والآن فمها مائل ولا تمسك شيئا بيدها',
      'جدي يدو اليمين ما يقبضش و كلامو مخلط، كان مليح فالصباح',
      'yemma kanet labas f sbe7, drk fommha mayel w yedha ma tchedch',
      'jeddi kan mli7 had sbe7, daba yeddou ma ched walou w yahder mkhalet',
    ]) {
      expect(triage(text).urgentReason, text).toBe('stroke');
    }
  });

  it('raises nothing when the person was fine this morning and now has a cold', () => {
    for (const text of [
      'she was fine this morning, now a mild headache and a runny nose',
      'il allait bien ce matin, maintenant un peu de fièvre et il tousse',
      'كان مليح الصباح، ضرك عندو السخانة شوية',
    ]) {
      expect(triage(text).urgent, text).toBe(false);
    }
  });
});

describe('a pregnancy said as the month it has reached', () => {
  it('reads "I am in my fifth month" as a pregnancy past its first trimester', () => {
    for (const text of [
      'rani f chhari 6 w yoja3ni jnabi mn lta7t ki nwa9ef bzaf',
      'راني فالشهر السادس ويوجعني جنبي كي نمشي',
      'je suis a 5 mois et j ai une douleur sur le cote en marchant',
      "I'm 6 months along and my side hurts low down when I walk",
    ]) {
      const r = triage(text);
      expect(r.matched, text).toContain('late_pregnancy');
      expect(r.ranked[0]?.code, text).toBe('gynecology-obstetrics');
    }
  });

  it('leaves a count per month and the time of year alone', () => {
    expect(triage('الشقيقة ولات تجيني فالشهر 5 ولا 6 مرات').matched).not.toContain('pregnancy');
    expect(triage('3andi wja3 f jnabi mn chhar 5').matched).not.toContain('pregnancy');
    expect(top('wlidi ma wlach ychouf mn b3id, yqarreb bzaf l tele')).toBe('ophthalmology');
  });
});
