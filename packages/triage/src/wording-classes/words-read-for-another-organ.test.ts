import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Words that sent a message to an unrelated organ: French 'de loin' (far away) read as the English
 * 'loin' (the flank), 'on the side' of an ankle read as the flank, Darija 'b9a' (it stayed) read
 * as a spot, the toothpaste put on a burn read as the teeth, a grain of sand in the eye read as a
 * lump on the skin. And the twisted ankle said by the Darija verb ('qlabt rjli'). Phrasings written
 * for the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('far sight said with "de loin" is the eyes, not the kidney', () => {
  it.each([
    ['en', 'i am 47 and i hold my phone far away to read, far away i see fine'],
    ['fr', 'depuis un an je vois flou de pres, de loin ca va, j ai 48 ans'],
    ['ar', 'عمري 47 سنة وأبعد الهاتف لأقرأ الرسائل، أرى البعيد جيدا'],
    ['dz', 'عندي 46 سنة وليت نبعد التيليفون باش نقرا، de loin نشوف مليح'],
    ['dl', '3andi 45 ans welit nb3ed tel bach n9ra, de loin nchouf mli7'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});

describe('a twisted ankle, swollen on the side, is the bone doctor, not the kidney', () => {
  it.each([
    ['en', 'rolled my ankle playing football, swollen on the side, i can walk on it'],
    ['fr', 'je me suis tordu la cheville hier, c est gonfle sur le cote, je marche quand meme'],
    ['ar', 'التوى كاحلي أمس وهو منتفخ من الجنب، أستطيع المشي عليه'],
    ['dz', 'قلبت رجلي وانا نجري، انتفخت شوية في الكعب من الجنب، توجعني'],
    ['dl', 'tqalbetli rjli f match, ntfekhat chwiya mel janb, nemchi biha'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('orthopedics');
  });

  it.each([
    ['ar', 'عندي حصى في الكلى ووجع في الجنب'],
    ['dz', 'عندي الحجر فالكلاوي والوجع فجنبي'],
  ])('pain in the flank stays the kidney: [%s] %s', (_way, text) => {
    expect(first(text)).toBe('urology');
  });
});

describe('Darija "b9a" (it stayed) is no spot on the skin', () => {
  it.each([
    ['dl', 'hezit chkara ta3 smid, dhri b9a ywj3ni 3 jours'],
    ['dl', 'rkabti b9aw ywj3ouni mn ba3d match, ntfekhou chwiya'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('rash');
    expect(first(text)).toBe('orthopedics');
  });
});

describe('toothpaste put on a small burn is the skin, not the teeth', () => {
  it.each([
    ['en', 'burned my finger on the oven tray, small blister, my mum says put toothpaste on it'],
    ['fr', 'brulure au doigt avec la poele, petite cloque, on m a dit de mettre du dentifrice'],
    ['ar', 'احترقت يدي بالمكواة وظهرت فقاعة صغيرة، هل أضع معجون الأسنان؟'],
    ['dz', 'تحرقت بالفير تاع الحوايج، طلعت فقاعة صغيرة، نحط عليها معجون السنان؟'],
    ['dl', 't7ra9t b zit f yeddi, tal3et fessa sghira, n7et ma3joun snan wela la?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('sand or an eyelash in the eye, a bit red after washing, is the eyes', () => {
  it.each([
    ['en', 'got sand in my eye at the beach, washed it, now a bit red and itchy but i see fine'],
    ['fr', 'j ai eu du sable dans l oeil, j ai rince, un peu rouge et ca gratte'],
    ['ar', 'دخلت حبة رمل في عيني وغسلتها، فيها احمرار وحكة خفيفة'],
    ['dz', 'دخلتلي حبة رملة فعيني، غسلتها، بقات شوية حمورية وحكة'],
    ['dl', 'dkhletli rmla f 3ini f lbher, ghsaltha, chwiya 7amra w t7okni'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});
