import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Messages that only sound alarming (a denial the engine did not carry, an episode of long ago, a
 * look that frightens), the emergencies beside them each fix must keep, and an electric shock told
 * by the current that threw someone down. Phrasings written for the tests, in the five ways of
 * writing (decision 0071).
 */

describe('thoughts of self-harm denied by the patient are asked about, not shown the notice', () => {
  it.each([
    [
      'en',
      'my cousin killed himself last year and i keep crying. no thoughts of hurting myself, i just feel empty',
    ],
    [
      'fr',
      "je suis deprime depuis l'ete, je dors plus. aucune idee de me faire du mal mais je pleure tout le temps",
    ],
    [
      'fr',
      "triste et fatiguee depuis des semaines, pas l'intention de me faire du mal, je veux juste dormir",
    ],
    ['dz', 'راني مقنط من الخدمة و ما نرقدش، ما عنديش النية نقتل روحي بصح راني عيان'],
    ['dl', 'rani m9ent w ma nor9odch mlih, ma 3andich niya nqatel rou7i, ghir 3yit'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
  });

  it.each([
    ['en', 'i want to die, i have the pills ready'],
    ['fr', "j'ai envie de me faire du mal ce soir"],
    ['dz', 'ما بقاتش عندي رغبة نعيش حاب نموت'],
    ['dl', 'ma bqatch 3andi raghba n3ich, rani n7eb nmout'],
  ])('a wish to die stays the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });
});

describe('an episode dated to an earlier age or a year and a half back is not happening now', () => {
  it.each([
    [
      'en',
      'my daughter had a fit with a high fever when she was 2 years old. now she is 6, 38 today with a cold, no fit',
    ],
    [
      'fr',
      "mon fils a fait une convulsion avec de la fievre quand il avait 14 mois, aujourd'hui 4 ans et 38.2, rien d'autre",
    ],
    [
      'en',
      'my dad had a stroke a year and a half ago, his left arm is still weak, should he keep the aspirin',
    ],
    ['dl', 'baba dar AVC 3am w nos hadi, yeddou lisra mazal d3ifa, wach ykmel kardegic'],
    ['ar', 'ابني اصيب بتشنج مع الحمى لما كان عمره سنتين، اليوم عمره 7 سنوات وحرارته 38 من الزكام، لا تشنج'],
    ['dz', 'بنتي جاتها كريز مع السخانة كي كان عندها 2 سنين، ضرك عندها 5 سنين و سخانة خفيفة، واش ترجع؟'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['en', 'my baby is 10 months, fever 39.5 and he is having a seizure right now'],
    ['fr', 'ma fille de 3 ans convulse avec 40 de fievre depuis 5 minutes'],
    ['en', 'my father suddenly cant move his left arm and his face droops since 20 minutes'],
  ])('a fit or a stroke now stays the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('blood not seen is denied, in Darija too', () => {
  it.each([
    ['dz', 'حبلى فالشهر السابع، ضهري يوجعني شوية، ما شفت حتى دم و البيبي يتحرك'],
    ['dl', 'enceinte f chhar sab3, dhri yoj3ni chwiya, ma chft hta dem w lbebe yet7arek'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dz', 'حاملة فالشهر السابع و راني نشوف الدم بزاف'],
    ['en', 'i am 7 months pregnant and bleeding'],
  ])('a pregnancy that bleeds stays the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('pregnancy_bleeding');
  });
});

describe('a prick in the chest felt when pressing on it is the chest wall', () => {
  it.each([['ar', 'عندي وخز في صدري عندما اضغط عليه بيدي منذ ان رفعت الصناديق، لا ضيق تنفس']])(
    '[%s] %s',
    (_way, text) => {
      expect(triage(text).urgentReason).not.toBe('heart_attack');
    },
  );

  it.each([
    ['en', 'crushing chest pain and my left arm is numb'],
    ['ar', 'ضغط في صدري وتنميل في ذراعي اليسرى'],
  ])('a chest pain with a numb arm stays the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('heart_attack');
  });
});

describe('a blood stain in the white of the eye is not a heavy bleeding', () => {
  it.each([
    ['en', 'there is a big red blood patch in the white of my eye, no pain, looks terrible'],
    [
      'fr',
      "tache de sang dans le blanc de l'oeil depuis ce matin, c'est horrible a voir mais pas de douleur",
    ],
    ['dl', 'nod sbah l blanc de l oeil ta3i 7mer kima dem, ma yoj3nich, nchouf mli7, bessah ykhal3 bezzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([['en', 'my hand is cut and the bleeding is severe, it wont stop']])(
    'a heavy bleeding stays the notice [%s] %s',
    (_way, text) => {
      expect(triage(text).urgentReason).toBe('heavy_bleeding');
    },
  );
});

describe('a current that threw someone down, then a heart beating wrong, is the notice', () => {
  it.each([
    [
      'en',
      'my brother touched a wire on the roof and the electricity threw him down, now his heart is racing and irregular',
    ],
    [
      'fr',
      "mon pere a bricole la prise, l'electricite l'a projete par terre, son coeur bat tres vite et irregulier",
    ],
    ['ar', 'لمس سلك كهرباء عاري ورماه على الارض، قلبه يدق بسرعة وبشكل غير منتظم'],
    ['dz', 'خويا مس الفيل و الضو رماتو للارض، قلبو يضرب مخلط'],
    ['dl', 'khouya mess fil w l courant rmatou, galbou ydrab mkhalet'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('major_injury');
  });
});

describe('a question whether a dose taken twice by mistake is an overdose asks the screen', () => {
  it.each([
    ['en', 'i took my blood pressure tablet twice by mistake this morning, is that an overdose? i feel ok'],
    ['fr', "j'ai pris deux fois par erreur mon comprime de tension, c'est une surdose? je me sens bien"],
    ['ar', 'اخذت دواء الضغط مرتين بالخطا هذا الصباح، هل هذه جرعة زائدة؟ انا بخير'],
    ['dz', 'شربت دوا تاع الطونسيون مرتين بالغلط، واش هادي جرعة زايدة؟ راني لاباس'],
    ['dl', 'chrabt dwa ta3 tension marrtin b ghalta, wach hadi overdose? rani labas'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask?.question).toBe('emergency_screen');
  });

  it.each([
    ['en', 'my 3 year old got into my pills, is that an overdose?'],
    ['fr', "j'ai avale toute la boite exprès, c'est une surdose?"],
    ['dl', 'wlidi 2 ans kla kachiyat ta3 yemmah, wach hadi overdose?'],
  ])('a child or pills taken on purpose stay the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('a crash weeks ago, checked clear, with a mild lingering complaint asks nothing', () => {
  it.each([
    ['ar', 'سقطت من الدراجة قبل شهر وعملوا لي سكانير وكان سليم، ما زلت لا استطيع النوم جيدا وعندي الم خفيف'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('a Darija denial of self-harm written as it is typed is read', () => {
  it.each([['dl', 'rani 7zina men ba3d lfra9, ma nfekkerch nadhor rouhi, bghit nahder m3a psychologue']])(
    '[%s] %s',
    (_way, text) => {
      const r = triage(text);
      expect(r.urgent).toBe(false);
      expect(r.helpline).toBe(true);
    },
  );
});

describe('a blood stain in the white of the eye asks nothing', () => {
  it.each([
    ['en', 'my wife has a bright red blood stain in the white of her eye since this morning, it looks scary'],
    ['fr', "j'ai une tache de sang dans le blanc de l'oeil, ca fait peur, je vois bien"],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('a pregnancy whose baby is said to move well asks no danger question for that', () => {
  it.each([
    ['ar', 'انا حامل في الشهر السابع والجنين يتحرك جيدا، عندي امساك، ماذا اخذ؟'],
    ['fr', 'enceinte de 6 mois, le bebe bouge bien, j ai des brulures d estomac, quoi prendre?'],
    ['dz', 'حبلى فالشهر السابع و البيبي يتحرك مليح، عندي الحموضة، واش ناخذ؟'],
    ['dl', 'hamla f chhar 6, lbebe yet7arek mli7, 3andi l7moda, wach nchrob?'],
    ['en', 'im 6 months pregnant, baby moving well, i have heartburn, what can i take'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ask?.question).not.toBe('pregnancy_danger');
  });

  it.each([
    ['en', 'im 7 months pregnant and the baby has not moved since yesterday'],
    ['fr', 'enceinte de 8 mois, mal de tete et je vois des etoiles'],
  ])('a baby not moving or a headache with stars stays asked or flagged [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});
