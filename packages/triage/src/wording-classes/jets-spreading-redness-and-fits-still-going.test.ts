import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies the words settle, each said in the five ways of writing: blood that spurts in jets or
 * like a fountain from a cut, or that pressing does not stop; a redness spreading by the hour with a
 * fever or shivers; a fit with the person still out or still shaking, whatever 'passed' says of the
 * minutes; a positive test said as 'came out positive' with one-sided pain or a faint; a back pain
 * 'like a knife cutting' that came suddenly; a pack swallowed whole said 'tte la boite' or 'بلاكة
 * كاملة', a wish to sleep and never wake; a pain that moved down to the right with fever. Phrasings
 * written for the tests.
 */

const flagged = (text: string): boolean => triage(text).urgent;

describe('blood spurting from a cut, or not stopped by pressing, shows the notice', () => {
  it.each([
    ['en', 'sliced my hand with the bread knife and the blood is squirting out in jets'],
    ['en', 'cut on his leg from a sheet of metal, still bleeding even when i press hard with a towel'],
    ['fr', 'coupé le poignet avec une lame de rasoir, le sang jaillit comme une fontaine'],
    ['fr', 'blessure au bras avec du verre casse, ca saigne meme en appuyant fort'],
    ['ar', 'جرح عميق في ساعده بالزجاج و الدم يندفع بقوه'],
    ['darija-ar', 'تجرح في رجلو بالموس و الدم يخرج بالقوه كيما الروبيني'],
    ['darija-latin', 'tjra7 f dra3ou b zjaj w ddem ytarta9 kima nafoura'],
    ['darija-latin', 'jra7 kbir f rejli b hdida w ddem ma hbesch hta ki nchedou'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a redness spreading by the hour with a fever or shivers shows the notice', () => {
  it.each([
    ['en', 'small cut on my shin two days ago, now red streaks going up the leg, fever 39 and chills'],
    ['fr', 'piqure infectee au mollet, la rougeur s etend a vue d oeil et j ai 39 de fievre'],
    ['ar', 'خدش في يدي و الاحمرار يصعد كل ساعه مع حمى و قشعريره'],
    ['darija-ar', 'تجرحت في صبعي و الحمره راهي تكبر كل ساعه و السخانة طالعة'],
    ['darija-latin', 'yeddi tjra7t w l7amra rahi tekber kol sa3a, skhana w nertej'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a fit with the person still out or still shaking shows the notice', () => {
  it.each([
    ['en', 'my brother had a fit, 8 minutes have passed and he is still not awake'],
    ['fr', 'mon fils a convulse, ca fait un quart d heure et il est toujours pas revenu a lui'],
    ['ar', 'اختي جاءتها نوبه صرع و مرت 10 دقائق و لم تستفق بعد'],
    ['darija-ar', 'جاتها كريز و فاتو 7 دقايق و مازالت ترجف'],
    ['darija-latin', 'jatou crise d epilepsie, fatou 12 d9aye9 w mazal ma fa9ch'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a test that came out positive, with one-sided pain or a faint, shows the notice', () => {
  it.each([
    ['en', 'pregnancy test turned positive last week, now sharp pain low on the left and i nearly fainted'],
    ['fr', 'test ressorti positif il y a 10 jours, douleur a gauche du ventre et malaise'],
    ['darija-ar', 'التست خرج بوزيتيف و اليوم كرشي توجعني من جيهة وحدة و طحت'],
    ['darija-latin', 'test khrej positif, lyoum waj3a f jiha lisar ta7t kerchi w ghbet'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a sudden back pain like a knife cutting shows the notice', () => {
  it.each([
    [
      'en',
      'my uncle with high blood pressure suddenly felt a pain between his shoulder blades like a knife cutting through',
    ],
    ['fr', 'mon pere hypertendu, douleur brutale dans le dos comme un couteau qui coupe'],
    ['ar', 'جدي مريض بالضغط فجاه الم في ظهره مثل السكين يقطع'],
    ['darija-ar', 'بابا عندو الطونسيون فجأة وجعو ظهرو كيما الموس يقطع'],
    ['darija-latin', 'baba 3andou tension, fjaa waj3a f dahrou kima moss ya9ta3'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a pack swallowed whole or a wish never to wake shows the notice', () => {
  it.each([
    ['en', 'she swallowed her pills and told me she wants to sleep and never wake up'],
    ['fr', 'il a pris tte la plaquette de ses cachets ce soir'],
    ['fr', 'elle a avale des comprimes, elle veut dormir et ne plus se reveiller'],
    ['darija-ar', 'خويا كلا البلاكه كامله تاع الدوا و ما نقدرش نفيقو'],
    ['darija-latin', 'khti chrbat blaka kamla ta3 doliprane'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('a belly pain that moved down to the right with fever or vomiting shows the notice', () => {
  it.each([
    ['en', 'the pain was around my belly button and moved to the lower right, i have fever'],
    ['fr', 'la douleur etait au nombril puis elle est passee a droite, je vomis'],
    ['darija-ar', 'الوجع كان في الصرة و هبط للجيهه اليمين و راني نتقيا'],
    ['darija-latin', 'lwaj3a kanet f sorra w hbtet l jiha limin, 3andi skhana'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(true);
  });
});

describe('the quiet side stays quiet', () => {
  it.each([
    ['en', 'my nose was bleeding this morning, it stopped after pinching it for 5 minutes'],
    ['fr', 'mes regles coulent beaucoup ce mois ci, pas de douleur'],
    ['darija-latin', 'skhana rahi tetla3 w 7alqi yoj3ni'],
    ['fr', 'j ai des crises d epilepsie, toujours sous traitement, je voudrais changer de neurologue'],
  ])('[%s] %s', (_way, text) => {
    expect(flagged(text), text).toBe(false);
  });
});
