import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * An electric shock said the way people say it: the voltage ('380v', '220 volts'), the cable, the
 * socket, the meter, a washing machine, lightning, 'the current took him', 'ksa l courant', thrown
 * back or stuck to it. With a heart beating wrong, a faint, a chest pain, a burn mark where the
 * current went in, or a fall when it threw or held him, the current crossed the body: the notice at
 * once. Without them, the emergency screen at least. Phrasings written for the tests, in the five
 * ways of writing.
 */

describe('an electric shock with a heart, a faint, a burn mark or a fall shows the notice', () => {
  it.each([
    [
      'en',
      'got a big shock from a 380v cable at work, threw me back, my heart is beating irregular, black burn mark on my hand',
    ],
    ['en', 'my son put a fork in the socket, he got a shock and now he has a burn mark on his finger'],
    ['en', 'my dad touched the meter and the current stuck him to it, he fell and his heart is racing'],
    ['en', 'lightning struck near my brother in the field, he fainted and has burns on his leg'],
    ['en', 'i got shocked by a wire while fixing the lamp, my hand is numb and my chest hurts'],
    ['en', 'the current took him when he touched the water heater, he was thrown to the floor'],
    ['en', 'got zapped by 220 volts from an extension cord, palpitations since'],
    ['en', 'my husband got a shock from the washing machine, now his heart feels irregular'],
    [
      'fr',
      'mon mari electricien a pris une grosse decharge sur un cable 380v, ca l a projete, son coeur bat irregulier',
    ],
    ['fr', 'ma fille a mis les doigts dans la prise, elle a une brulure noire au doigt'],
    ['fr', 'il a touche le compteur et il est reste colle, il est tombe par terre'],
    ['fr', 'la foudre est tombee a cote de mon frere, il s est evanoui'],
    ['fr', 'j ai pris le jus en changeant la prise, depuis j ai des palpitations'],
    ['fr', 'mon pere a pris une chataigne sur le tableau electrique, il a mal a la poitrine'],
    ['fr', 'le courant l a pris au chauffe eau, il est tombe et a une marque de brulure'],
    ['fr', 'je me suis fait electriser par une rallonge, la main brulee et le coeur qui s emballe'],
    ['ar', 'صعقتني الكهرباء من كابل 380 فولت ورمتني للخلف وقلبي يدق بشكل غير منتظم'],
    ['ar', 'ابني وضع اصبعه في المقبس وأصابته صعقة وعنده حرق اسود في اصبعه'],
    ['ar', 'لمس ابي العداد فالتصق به التيار ثم سقط'],
    ['ar', 'ضربت الصاعقة قرب اخي في الحقل فأغمي عليه'],
    ['ar', 'أمسكني التيار وانا اصلح المصباح والآن عندي خفقان'],
    ['ar', 'اخي كهربائي لمسه سلك ضغط عالي ورماه وعنده حروق'],
    ['ar', 'صعقتني الغسالة وقلبي يخفق بسرعة'],
    ['ar', 'لمست الحنفية والسخان مكهرب فسقطت'],
    ['dz', 'كلاني الكوران من كابل 380 ورماني اللور وقلبي يضرب مخلط'],
    ['dz', 'وليدي دخل صبعو فالبريز وكلاه الضو وعندو حرقة كحلة'],
    ['dz', 'بابا مس الكونتور وبقا لاصق فيه وطاح'],
    ['dz', 'الرعد ضرب حدا خويا فالغابة وغمى عليه'],
    ['dz', 'الضو شدني وانا نصلح اللومبة ودرك قلبي يخبط'],
    ['dz', 'خويا اليكتريسيان ضربو الكوران تاع 380 ورماه وعندو حرقة'],
    ['dz', 'الماشينة تاع الصابون ضربتني بالضو وقلبي يدق بزاف'],
    ['dl', 'ksa l courant f cable 380 w rmani lor, 9albi ykhabat mkhalet'],
    ['dl', 'weldi dkhal sab3ou f la prise w klah dow, 3ando 7ar9a ka7la f sab3ou'],
    ['dl', 'baba mess compteur w b9a lase9 fih, ta7'],
    ['dl', 'ra3d dreb 9rib khouya f lghaba, ghma 3lih'],
    ['dl', 'dow chadni w ana nsla7 lampe, drk 9albi ykhabat'],
    ['dl', 'khouya electricien drabou courant 380v w rmah, 3ando 7ar9a'],
    ['dl', 'machina ta3 saboun tchokatni w 9albi ydo9 bezaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('an electric shock with nothing else said gets the emergency screen at least', () => {
  it.each([
    ['en', 'i got a shock from a cable this morning, i feel ok but a bit shaky'],
    ['dz', 'الكوران داه وهو يخدم فالفيلا وطاح من السلوم'],
    ['dl', 'l courant dah w howa ykhdem, ta7 men slalem'],
    ['fr', 'j ai pris une petite decharge en touchant la prise ce matin, je me sens un peu bizarre'],
    ['ar', 'امسكني التيار الكهربائي من المقبس هذا الصباح واحس بدوخة خفيفة'],
    ['dz', 'ضربني الكوران من البريز الصباح ونحس روحي مخلوع'],
    ['dl', 'drabni courant men la prise sbah, yeddi mazal tnemel'],
    ['en', 'my son got a shock from the socket an hour ago, he is crying but seems ok'],
  ])('[%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });
});
