import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * What a denial or a date settles: 'there is none' in Darija ('ما كاين', 'ma kan'), a cue right
 * before the worst headache, a rash on the chest with nothing felt, a month or a year back
 * without a number ('last month', 'العام اللي فات'), losing weight in Darija, blood vomited in
 * French without the article; and the acts said of a death planned or a shock from the current.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe("'there is none' in Darija denies what follows", () => {
  it.each([
    ['dz', 'عندي كحة من شهرين، ما كاين حتى دم مع الكحة'],
    ['dz', 'نكح بزاف فالليل، ماكاين لا دم لا سخانة'],
    ['dl', 'n9e7 bzaf f lil, ma kayen la dem la skhana'],
    ['dl', 'rani 7amla f 6 chhour, ma kan la dem la walou, ghir nheb nsa9si'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('blood said after it is still blood', () => {
    expect(
      triage('rani n9e7 w yekhroj m3aha dem bzaf').urgent || triage('rani n9e7 w yekhroj m3aha dem bzaf').ask,
    ).toBeTruthy();
  });
});

describe('a cue right before the worst headache denies it', () => {
  it.each([
    ['en', 'a dull headache with my cold, not the worst headache, no fever'],
    ['fr', 'mal de tete leger avec le rhume, pas le pire mal de tete, pas de fievre'],
    ['ar', 'صداع بسيط مع نزلة برد، ليس اسوا صداع، لا حمى'],
    ['dz', 'راسي يوجعني شوية مع الرواح، ماشي اقوى صداع، ما عنديش سخانة'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('said without a denial it is still the emergency', () => {
    expect(triage('suddenly the worst headache of my life an hour ago').urgent).toBe(true);
  });
});

describe('a rash on the chest with nothing felt is not the heart', () => {
  it.each([
    ['dz', 'عندي حبوب تحك فصدري وذراعي، ما نحسش بنفخة فشفايفي'],
    ['en', 'itchy red spots on my chest and arm, I feel nothing swelling, breathing fine'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a chest pain with a numb arm is still the heart', () => {
    expect(triage('pain in my chest and my left arm went numb').urgentReason).toBe('heart_attack');
  });
});

describe('a month or a year back without a number is a past episode', () => {
  it.each([
    ['en', 'my son had a fit with a high fever last month, they kept him a few hours, how do we prevent it'],
    ['fr', 'ma fille a fait une convulsion avec la fievre le mois dernier, comment eviter que ca revienne'],
    ['ar', 'ابني اصيب بتشنج مع الحمى الشهر الماضي، كيف نتصرف اذا تكرر'],
    ['dz', 'بنتي جاتها تشنجات مع السخانة العام اللي فات، واش نديرو ادا عاودت'],
    ['dl', 'wlidi jatou tchenjat m3a skhana chhar li fat, wach ndirou ida 3awdet'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a fit now is still the emergency', () => {
    const r = triage('my son is having a fit right now and will not stop shaking');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});

describe('words that were misread as another complaint', () => {
  it('Darija losing weight is not feeling nothing', () => {
    expect(triage('l7ar9a f sadri ki nakol, ma n9esch men lwazn').urgent).toBe(false);
  });

  it('French blood vomited without the article is denied with it', () => {
    expect(triage('pas vomi de sang, selles normales pas noires, ca brule apres les repas').urgent).toBe(
      false,
    );
  });

  it('a Darija knee that locks is the knee, not a faint', () => {
    const r = triage('ركبتي تتبلوكا كي نطلع الدروج من كي تلويت فالكورة');
    expect(r.urgent).toBe(false);
    expect(r.ranked.slice(0, 3).map((x) => x.code)).toContain('orthopedics');
  });
});

describe('the second number of a pressure reading is not a low pressure; a never said of a check-up is not a worst pain', () => {
  it.each([
    ['ar', 'ضغطي 14 على 9 وعمري ما درت فحص'],
    ['fr', 'ma tension etait a 15 sur 9 hier a la pharmacie'],
    ['dz', 'الضغط تاعو 13 على 8 وعمرو 70 عام'],
    ['dl', 'tension ta3i 16 3la 9, omri ma dert bilan'],
    ['en', 'my bp was 150 over 90 at the pharmacy'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).not.toContain('low_pressure');
    expect(r.matched).not.toContain('worst_generic');
    expect(r.ask).toBeNull();
  });

  it('a low pressure said alone is still read as low', () => {
    expect(triage('ma tension est a 8 et j ai la tete qui tourne').matched).toContain('low_pressure');
  });
});

describe("'وحده' is one or by itself, not loneliness; a blow given by someone is an injury", () => {
  it.each([
    ['dz', 'بنتي يسيل الدم من نيفها ويحبس وحده، واش هذا عادي'],
    ['ar', 'يؤلمني ضلع في نقطة وحدة عند الضغط منذ التمرين'],
  ])('[%s] %s asks nothing', (_way, text) => {
    expect(triage(text).ask).toBeNull();
  });

  it('loneliness said in words is still low mood', () => {
    expect(triage('اشعر بالوحدة والحزن منذ اشهر').matched).toContain('depression');
  });

  it.each([
    ['dz', 'ولد جارنا ضربوه بحجرة فراسو وتقيا'],
    ['dl', 'khti drabha wahed b hajra f rasha w tqayat marratin'],
    ['ar', 'ضربه شخص على راسه وتقيا مرتين'],
  ])('[%s] %s is a head injury', (_way, text) => {
    expect(triage(text).urgentReason).toBe('head_injury');
  });
});

describe("the nose in Darija ('خشم', 'ne7r') is the ENT doctor's", () => {
  it.each([
    ['dz', 'مرتي خشمها يسيل دم كل ما تسخن الدنيا'],
    ['dl', 'rajli ne7rou ysil dem mara f simana'],
    ['dz', 'خشمي مسدود من شهر وما نشمش'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('ent');
  });
});

describe('a splash in the eye, rinsed, with sight said to be normal, asks instead of alarming', () => {
  it.each([
    ['en', 'got some drain cleaner in my eye this morning, rinsed it at once, I see normally now'],
    ['fr', "un produit menager m'a gicle dans l'oeil hier, rince tout de suite, je vois normal aujourd'hui"],
    ['ar', 'دخل منظف في عيني امس وغسلتها فورا، ارى بشكل طبيعي الان'],
    ['dz', 'دخلتلي الجافيل فعيني البارح، غسلتها، دروك نشوف عادي'],
    ['dl', 'tartgatli chi produit f 3ini lbareh, ghsaltha, drk nchouf 3adi'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask?.question).toBe('emergency_screen');
  });
});

describe('a death planned and a shock from the current', () => {
  it.each([
    ['en', 'tonight is the night, I wrote letters to my brothers'],
    ['fr', "j'ai ecrit des lettres a mon pere et rassemble tous les comprimes"],
    ['dl', 'ma bqitch nsta7mel had denya, jma3t ga3 dwa ta3 baba'],
    ['dz', 'ما بقيتش نستحمل هاد الحياة، جمعت قاع الكاشيات'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it.each([
    ['dz', 'بنتي مساتها الكهربا من البريز وطاحت'],
    ['dl', 'messatou lcourant f lchantier w ta7'],
  ])('[%s] %s is caught', (_way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});
