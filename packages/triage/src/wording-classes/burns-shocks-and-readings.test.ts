import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A scald said by what boiled, a shock said as 'eating' the current in Darija, a testicle said in
 * French slang, wanting to vomit in Darija beside a jaw pain and a cold sweat, breath that smells of
 * apples; and what must not alarm: a weight in kilos after 'ta' (read as a pressure), a wisdom tooth
 * that stiffens the jaw. Phrasings written for the tests, in the five ways of writing.
 */

describe('a scald said by what boiled is a burn', () => {
  it.each([
    ['en', 'boiling soup went over my son, the skin on his arm is peeling off and white'],
    ['fr', 'la casserole bouillante est tombee sur elle, la peau est blanche sur tout le bras'],
    ['dl', 'tkab 3lih lma yghli, jeldou tla3 kamel'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe("'eating' the current in Darija is an electric shock", () => {
  it.each([
    ['dl', 'baba kla lcourant f dar, dork 9albou ydrob b zerba'],
    ['dz', 'خويا كلا الكوران في الخدمة، دروك قلبو يضرب بالزربة'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('electrocution');
    expect(r.urgent || r.ask !== undefined).toBe(true);
  });
});

describe('a testicle said in French slang, with vomiting, is a torsion', () => {
  it.each([
    ['fr', 'mon fils a tres mal a une des boules depuis une heure et il vomit'],
    ['dl', 'wlidi 3ando wja3 f wahda mn les boules w ngayes'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('testicular_torsion');
  });
});

describe('wanting to vomit in Darija, a jaw pain and a cold sweat: a heart attack', () => {
  it('[dl] jaw, cold sweat, wanting to vomit', () => {
    expect(triage('baba 60 sna, 3ando wja3 f lmachoire, y3re9 bared w hab ygayes').urgentReason).toBe(
      'heart_attack',
    );
  });
});

describe('breath that smells of apples, in a diabetic, is ketoacidosis', () => {
  it.each([
    ['en', 'my diabetic daughter keeps vomiting and her breath smells of apples'],
    ['fr', 'mon fils diabetique vomit et son haleine a une odeur bizarre de pommes'],
    ['ar', 'ابني مريض بالسكري يتقيا ورائحه فمه مثل التفاح'],
    ['dl', 'benti 3andha sokkar, tgayes w fomha fih riha kima pomme'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it('an apple eaten is no smell', () => {
    expect(triage('i am diabetic, can i eat an apple a day?').urgent).toBe(false);
  });
});

describe('a number with another unit is no pressure reading', () => {
  it.each([
    ['dl', 'dhahri yewj3ni mn ki hmelt kis ta3 smid 20 kg'],
    ['fr', 'mal au dos depuis que j ai porte un sac ta 25 kg'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a reading after the same word still is', () => {
    expect(triage('mal a la tete, ta 22 ce matin').urgentReason).toBe('hypertensive_emergency');
  });
});

describe('a wisdom tooth that stiffens the jaw is no emergency on its own', () => {
  it.each([
    ['en', 'my wisdom tooth is coming in, the gum is swollen and i cannot open my mouth wide'],
    ['fr', 'ma dent de sagesse pousse, gencive gonflee, j ai du mal a ouvrir la bouche'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('with a fever it still is', () => {
    expect(
      triage('wisdom tooth, the gum is swollen, i cannot open my mouth and i have a high fever').urgent,
    ).toBe(true);
  });
});

describe('a hot pot overturned on someone, the pain past bearing, is a scald', () => {
  it.each([
    ['dl', 'tqelbet aliha tanjra, jeldha f dra3ha ahmar w lwja3 ma yethamelch'],
    ['dz', 'تقلبت عليها المارميت، الجلد تاع رجلها يوجعها بزاف بزاف'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('acid rising to the throat is heartburn, not a pain that spreads', () => {
  it.each([
    ['dl', 'hriqa f sedri kol lila ba3d l3cha, w ytla3 lhamed l 7al9i'],
    ['en', 'burning in my chest after dinner, the acid goes up into my throat, heartburn'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a chest pain that spreads to the arm still is a heart attack', () => {
    expect(triage('heavy chest pain spreading down my left arm').urgentReason).toBe('heart_attack');
  });
});

describe('a disease feared and named is a worry, not a sign (decision 0061)', () => {
  it.each([
    ['en', 'i am afraid it is a stroke because i read about it, my foot tingles when i sit on it'],
    ['fr', 'j ai peur que ce soit un avc, j ai lu ca sur internet, rien d autre'],
    ['dz', 'خايف يكون عندي جلطة، قريت عليها في الفيسبوك'],
    ['dl', 'khayfa ykoun 3andi AVC, chft video f tiktok w tkhle3t'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('the signs said beside the fear still count', () => {
    expect(
      triage('i am afraid it is a stroke, her face droops on one side and she cannot speak').urgentReason,
    ).toBe('stroke');
  });
});

describe("'not going out' in Darija is staying in, not a bowel that does not move", () => {
  it.each([
    ['dl', 'rani n9e7 mn chhar, ma nkhrejch dem, ma 3andich skhana'],
    ['dl', 'ma nkhrejch dem ki nkohh, ghir koh7a yabsa'],
  ])('[%s] coughed blood denied: %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dl', 'khti ma tkhrejch mn dar mn chhar, dima tebki'],
    ['dz', 'من شهرين ما نخرجش من الدار، ما عندي خاطر لوالو'],
  ])('[%s] staying in with low mood goes to the psychiatrist: %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('psychiatry');
  });
});

describe('bread and gluten go to the gut doctor; the flatbread is no fracture', () => {
  it.each([
    ['dz', 'الكسرة ما تجوزش عليا، نتنفخ بزاف، نشك في القلوتين'],
    ['ar', 'اعتقد ان عندي حساسيه الغلوتين'],
    ['dl', 'nchek ykoun 3andi mochkil m3a gluten'],
    ['fr', 'je pense etre coeliaque, on m a dit de faire le test'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('gastroenterology');
  });
});
