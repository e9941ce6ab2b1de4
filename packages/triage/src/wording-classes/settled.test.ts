import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Contexts that settle a red flag: neither the notice nor, where said, the screen.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

// Not formatted: one message a line reads as a table.
// prettier-ignore
const SETTLED: Record<string, readonly (readonly [string, string])[]> = {
  // A relative's red flag asked about for prevention: information, neither notice nor screen.
  "a relative's history, for prevention": [
    ['en', 'my aunt had a stroke last year, what can i do to not get one'],
    ['fr', 'ma mere a fait un AVC, que faire pour ne pas en faire'],
    ['ar', 'أصيب أبي بجلطة في القلب، ماذا أفعل حتى لا أصاب'],
    ['dz', 'جدي مات بالجلطة، واش نديرو باش ما تجينيش'],
    ['dl', 'baba kanet 3andou crise cardiaque, wach ndirou bach ma tjinich'],
  ],
};

describe('a context that settles a red flag', () => {
  it.each(Object.entries(SETTLED).flatMap(([n, cs]) => cs.map(([w, t]) => [n, w, t] as const)))(
    '%s [%s]: %s is neither the notice nor the screen',
    (_name, _way, text) => {
      const r = triage(text);
      expect(r.urgent).toBe(false);
      expect(r.ask).toBeNull();
    },
  );

  it.each([
    // A bleeding said to have stopped.
    ['en', 'nosebleed this afternoon, it stopped after i pinched it for ten minutes'],
    ['fr', 'saignement de nez ce matin, il s est arrete tout seul, ca m arrive souvent en hiver'],
    ['ar', 'نزيف من الأنف هذا الصباح وتوقف مباشرة بالضغط'],
    // Something swallowed that came out in the stools.
    ['en', 'my son swallowed a coin yesterday, it came out in his stool this morning, he is fine'],
    ['fr', 'mon fils a avale une bille, elle est sortie dans les selles, il va bien'],
    ['dz', 'بنتي بلعت بياسة وخرجت فالبراز اليوم'],
    ['dl', 'weldi bla3 pièce w khrej f lbraz lyoum'],
    // Teeth clenched or ground at night, not a squeezing chest.
    ['en', 'my jaw aches in the morning because i grind my teeth at night'],
    ['fr', 'la machoire me fait mal, je serre les dents la nuit'],
    ['ar', 'ألم في الفك بسبب صرير الأسنان في الليل'],
    ['dz', 'حنكي يوجعني على خاطر نزير سناني فالليل'],
    ['dl', '7enki ywja3ni 5ater nzir snani f lil'],
    // A faint on standing up quickly, over.
    ['en', 'i fainted once getting up quickly from the sofa, fine now'],
    ['fr', 'je me suis evanouie en me levant vite, ca va mieux'],
    ['ar', 'أغمي علي مرة واحدة في الحمام الساخن، وأنا بخير الآن'],
    ['dl', 'ghmet 3liya ki nodt b zerba, drok labas'],
    // Blood in the white of the eye after a coughing fit, sight fine.
    ['en', 'red patch of blood in the white of my eye after a coughing fit, i see perfectly'],
    // A doctor's benign reading.
    ['fr', 'fourmillements dans les doigts, le medecin dit que c est le canal carpien'],
    // Breathing said fine with the Darija denial of feeling short of breath.
    ['dl', 'galbi ydreb ki nkhaf, ma n7esch b dayi9 w ma 3andich waja3 f sadri'],
  ])('[%s] %s does not show the notice', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['fr', 'gorge qui gratte depuis hier mais j avale ma salive normalement'],
    ['en', 'scratchy throat but i can swallow my saliva fine'],
  ])('[%s] swallowing said to go well is not something swallowed: %s', (_way, text) => {
    expect(triage(text).ask).toBeNull();
  });

  it("a list of denials stops at a word joined by 'و' (and)", () => {
    const r = triage('حاملة في الشهر السادس، ما عنديش سخانة ولا وجع والبيبي يتحرك');
    expect(r.matched).not.toContain('no_movement');
    expect(r.urgent).toBe(false);
  });

  it('a list of denials does not run on into a baby said to move well', () => {
    const r = triage('30 weeks pregnant no bleeding no contractions baby moves well, routine visit');
    expect(r.matched).not.toContain('no_movement');
    expect(r.urgent).toBe(false);
  });

  it.each([
    ['en', 'need a scaling, lots of tartar'],
    ['fr', 'je voudrais un detartrage'],
    ['ar', 'أريد إزالة الجير من أسناني'],
    ['dz', 'نحب ندير ديتارتراج'],
    ['dl', 'bghit detartrage'],
  ])('[%s] %s goes to the dentist, not read as a burn or a tremor', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('dentistry');
    expect(triage(text).ask).toBeNull();
  });
});

describe('a strong chest pain felt only on pressing is screened, not shown the notice', () => {
  it.each([
    ['en', 'my chest hurts a lot but only when i press on it, i did push ups yesterday'],
    ['fr', 'douleur forte a la poitrine seulement quand j appuie dessus'],
    ['ar', 'ألم شديد في الصدر فقط عند الضغط عليه'],
    ['dz', 'صدري يوجعني بزاف غير كي نضغط عليه'],
    ['dl', 'sadri ywja3ni bzaf ghir ki nedghat 3lih'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('keeps the notice when the chest pain comes with breathlessness', () => {
    expect(
      triage('chest pain when i press on it and i cant breathe').urgent ||
        triage('chest pain when i press on it and i cant breathe').ask !== null,
    ).toBe(true);
  });
});

describe('an ordinary request asks nothing', () => {
  // A treatment to change, a vaccine before travelling, a weight, a complaint that comes back each
  // month or each season: neither the screen nor a follow-up question.
  it.each([
    ['I would like to change my medication for epilepsy, it makes me sleepy all day'],
    ['je veux changer de traitement pour mes crises, il me fatigue beaucoup'],
    ['بغيت نبدل الدوا تاع الصرع خاطر يرقدني بزاف'],
    ['n7ab nbedel dwa ta3 sokkar 3la khater ydirli dokha'],
    ['n7eb nsafer l Sénégal, wach lazem vaccin?'],
    ['ma fille a un poids trop faible pour ses 8 ans'],
    ['أعاني من ضيق التنفس والصفير كل شتاء'],
    ['كل شهر وجع قوي مع العادة الشهرية'],
    ['j ai des regles tres douloureuses chaque mois'],
  ])('%s', (text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('still asks about self-harm when a prevention question names it', () => {
    expect(
      triage('how can i tell if my friend is thinking of hurting himself, he is very sad').ask,
    ).not.toBeNull();
  });
});

describe('a red flag told as over or as a question about oneself is not the notice', () => {
  // Someone asking whether to get checked after a relative's red flag; a child who swallowed
  // something and is playing again. The screen may ask; the notice is not shown.
  it.each([
    ['my brother had a stroke last year, should i get checked too?'],
    ['ابي اصيب بجلطة في القلب، هل يجب ان افحص نفسي'],
    ['khoya dar AVC, wach lazem nfa7es rou7i?'],
    ['ma fille a avale une bille, elle a tousse et elle joue de nouveau'],
    ['ولدي بلع حبة حلوى وشرق، خرجها ومن بعد رجع يلعب'],
    ['weldi bla3 bouton, dabou ma 3andou walou w rja3 yel3ab'],
  ])('%s', (text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a past red flag with a request for a check-up asks nothing', () => {
  it.each([
    ['i coughed blood once last year with pneumonia, all healed, i want a control x-ray'],
    ['dert AVC 3amin hadi, daba labas, n7eb ndir bilan'],
    ['تقيأت دما مرة واحدة العام الماضي وشفيت، أريد فحص دوري'],
  ])('%s', (text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});
