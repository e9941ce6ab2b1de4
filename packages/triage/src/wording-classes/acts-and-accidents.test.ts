import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * Emergencies told by what happened rather than by the danger's name: a current or a car that
 * struck, a fit said in the past tense or by the foam at the mouth, a person who has not come to,
 * the acts and words that announce a death, a tube that drains nothing, metal thrown into an eye,
 * a coin swallowed, a tooth abscess reaching the neck, a dog that drools, sessions of dialysis
 * missed, a pressure that rises after a birth, a fever on a blood disease, blisters after a new
 * medicine. Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('a current that struck is an electric shock', () => {
  it.each([
    ['en', 'my cousin got shocked by the electric cable in the garage and his chest feels weird'],
    ['fr', 'mon oncle a ete electrise par le courant en reparant la lampe, il a le coeur qui bat vite'],
    ['ar', 'صعقه التيار وهو يركب المصباح وقلبه يدق بسرعة'],
    ['dz', 'شدو الكوران وهو يصلح البريز ودرك قلبو يضرب بزاف'],
    ['dl', 'khouya chadou el courant f lkhedma w galbou ydrab bzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('electrocution');
    expect(caught(text)).toBe(true);
  });
});

describe('struck by a vehicle is an injury', () => {
  it.each([
    ['en', 'a truck knocked down my neighbour and he cannot stand on his legs'],
    ['fr', 'une moto a renverse mon fils, il ne peut plus marcher'],
    ['ar', 'دهسته سيارة امام البيت ولا يستطيع الوقوف'],
    ['dl', 'moto dharbet weldi w ma y9derch yo9ef'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('trauma');
    expect(caught(text)).toBe(true);
  });
});

describe('a fit said in the past or by its foam, a person who has not come to', () => {
  it.each([
    ['en', 'grandpa fell and had foam coming out of his mouth for 5 minutes'],
    ['fr', 'mon fils a convulse avec de la fievre et ne s est pas reveille depuis un quart d heure'],
    ['ar', 'تشنج جسمه فجاة ولم يستفق بعد'],
    ['dz', 'بنتي تشنجت في الليل وما زالت ما فاقت'],
    ['dl', 'weldi tchenjet 3lih w mazal ma fa9'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('the words and acts that announce a death', () => {
  it.each([
    ['en', 'my sister said we will hear about her tomorrow and youll hear about me soon, i am scared'],
    ['en', 'he is tired of living and has a rope hidden in his wardrobe'],
    ['fr', 'mon frere en a marre de la vie et il cache des boites de comprimes sous son lit'],
    ['fr', "il n'a plus envie de vivre depuis la mort de sa femme"],
    ['ar', 'اختي قالت انها لا تريد ان تكون عبئا على احد وودعتني'],
    ['ar', 'لم تعد لدي رغبه في الحياه'],
    ['dz', 'صاحبي عطاني حوايجو ونهار الخميس ودعني'],
    ['dz', 'ما بقاتش عندي رغبة نعيش'],
    ['dl', 'khti 3yat mn lhayat w l9ina 7bel ta7t srirha'],
    ['dl', 'sa7bi 9ssam 7wayjou 3la s7abou w 9alna tsem3ou bia'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it('a wish to rest is not a wish to die', () => {
    expect(triage('khdemt bzaf had simana, bghit ghir nertah chwiya').urgent).toBe(false);
  });
});

describe('a urinary catheter that drains nothing', () => {
  it.each([
    ['en', 'my father has a catheter and it is not draining since this morning'],
    ['fr', 'la sonde urinaire de ma mere est bouchee et son ventre gonfle'],
    ['ar', 'القسطره البوليه لجدي مسدوده منذ الصباح'],
    ['dz', 'جدي عندو السونده وما راهيش تصب'],
    ['dl', 'jeddi 3ando la sonde w ma tsobch mn sbah'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('urine_retention');
  });

  it('a catheter to change is no emergency', () => {
    expect(triage('I need an appointment to change my urinary catheter').urgent).toBe(false);
  });
});

describe('metal thrown into an eye by a grinder', () => {
  it.each([
    ['en', 'a metal chip from the angle grinder hit my eye and now i see blurry'],
    ['fr', 'un eclat de la meuleuse dans l oeil, je vois flou et ca saigne'],
    ['dz', 'كنت نخدم بالديسكوز ودخلت حاجة في عيني وما نشوفش مليح'],
    ['dl', 'kont nkhdem b la meuleuse w dkhlet 7aja f 3ini, ma nchoufch biha'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('eye_injury');
  });
});

describe('a child who swallowed a coin', () => {
  it.each([
    ['dl', 'bnti 3 snin blaat pi3ce w rahi tkoh'],
    ['ar', 'ابني ابتلع قطعه نقود ويسعل'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('child_swallowed');
  });
});

describe('a swelling from a tooth that reaches the neck', () => {
  it.each([
    ['en', 'my jaw swelled from a bad tooth and now it goes down into my neck, i can hardly swallow'],
    ['fr', 'ma machoire a gonfle a cause d une dent, ca descend dans le cou et j ai du mal a avaler'],
    ['ar', 'تورم فكي من الضرس ووصل الى الرقبه ولا استطيع البلع'],
    ['dz', 'خدي منفوخ من ضرسة مسوسة ووصل لرقبتي وما نقدرش نبلع الما'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });
});

describe('a dog that drools or foams bit', () => {
  it.each([
    ['en', 'a dog bit my son on the arm, the dog was drooling a lot'],
    ['dz', 'كلب عض بنتي ف يدها وكان يسيل ريقو'],
    ['dl', 'kelb 3addni f rejli w kan ysil ri9ou'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('rabies_exposure');
    expect(caught(text)).toBe(true);
  });
});

describe('dialysis sessions missed, said in Darija', () => {
  it.each([
    ['dz', 'يما تدير الدياليز وفاتوها زوج سيونسات ودرك تخنق'],
    ['dl', 'yemma tdir dialyse w fatouha zouj seances, daba tkhne9'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('a headache with the sight troubled after a birth', () => {
  it.each([
    ['en', 'i had my baby 10 days ago, terrible headache and blurry vision'],
    ['fr', "j'ai accouche il y a 12 jours, j'ai mal a la tete et je vois flou"],
    ['dl', 'wldt hadi 2 simanat w rasi yodreb w nchouf mghachi'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('preeclampsia');
  });
});

describe('a fever with shivers on a cancer or a blood disease', () => {
  it.each([
    ['en', 'my wife has lymphoma and tonight she has a fever of 39 and chills'],
    ['fr', 'mon pere a une leucemie, il a 39 de fievre et des frissons'],
    ['dl', 'baba 3ando leucemie, skhana 39 w yerjef'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });
});

describe('blisters said in Darija after a new medicine', () => {
  it('[dl] blisters on the skin with sores in the mouth', () => {
    expect(triage('bdit dwa jdid w tla3etli lbolles f jeldi w fommi kamel jrou7').urgentReason).toBe(
      'anaphylaxis',
    );
  });
});

describe("French 'courant' alone is running, not a current", () => {
  it('[fr] a fall while running is no electric shock', () => {
    expect(triage('je suis tombee en courant, la cheville un peu gonflee').matched).not.toContain(
      'electrocution',
    );
  });
});
