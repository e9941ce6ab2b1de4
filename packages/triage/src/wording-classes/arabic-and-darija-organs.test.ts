import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first, for words of the organs the engine did not read, most in Arabic and Darija:
 * 'البوتون' (pimples), 'نفاخة' (a blister), a whistling told beside the ear, 'السنترون' (Sintrom),
 * 'bayda wa7da' (one testicle), 'la maternite', the front of the neck, 'فمها' (her mouth), veins 'like
 * worms'; a baby's fever with teeth; and two classes of the blood (a circumcision beside
 * haemophilia, bruises with nosebleeds). Phrasings written for the tests, in the five ways of
 * writing; the guards keep what each fix must not take.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('pimples on the face and the back are the skin doctor', () => {
  it.each([
    ['en', 'pimples on my face and back for a year, creams from the pharmacy did nothing'],
    ['fr', 'des boutons sur le visage et le dos depuis un an, les cremes de la pharmacie rien'],
    ['ar', 'البوتون في وجهي كثير منذ سنة، جربت كريمات الصيدلية بلا فائدة'],
    ['dz', 'البوتون فوجهي بزاف من عام، جربت الكريمات تاع الفارماسي'],
    ['dl', 'lbouton f wjhi bezzaf men 3am, jarrabt les cremes ta3 pharmacie'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('a small blister from a burn on the finger is the skin doctor', () => {
  it.each([
    ['en', 'burned my finger on the pan making bread, a small blister came up, how to treat it'],
    ['ar', 'حرقت صبعي بالمقلاة وانا نطبخ، طلعت نفاخة صغيرة، كيف نعالجها؟'],
    ['dz', 'حرقت صبعي بالطاجين وانا نطيب الخبز، طلعتلي نفاخة صغيرة'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('an ear that is blocked and whistles is the ENT, not the chest', () => {
  it.each([
    ['en', 'my left ear is blocked and whistling since swimming in the sea'],
    ['fr', 'mon oreille gauche est bouchee et siffle depuis la baignade en mer'],
    ['dz', 'ودني اليسار مسدودة وتصفر من بعد ما عمت'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});

describe('guards: a chest that whistles stays the chest physician', () => {
  it.each([
    ['dz', 'صدري يصفر فالليل وعندي ضيقة فالنفس، عندي الربو'],
    ['dl', 'sadri ysafar f lil w 3andi dhi9 f nafs'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pulmonology');
  });
});

describe('a circumcision in a family with haemophilia is the haematologist first', () => {
  it.each([
    ['en', 'we want to circumcise our son 5 years but my brother has hemophilia, does he need tests first'],
    [
      'fr',
      'on veut faire la circoncision de mon fils de 5 ans mais mon frere est hemophile, faut il des analyses avant',
    ],
    ['ar', 'نريد ختان ابني 5 سنوات لكن اخي عنده الهيموفيليا، هل يلزم تحاليل قبل الختان؟'],
    ['dz', 'حابين نطهرو ولدي 4 سنين بصح خالو عندو الهيموفيلي، لازم تحاليل قبل الطهارة؟'],
    ['dl', 'bghina ntahrou wldi 4 ans bsah khalou 3andou hemophilie, lazem analyses 9bel tahara?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe('bruises from the least knock with nosebleeds are the haematologist', () => {
  it.each([
    ['en', 'i get big bruises from the smallest knock and my nose bleeds often, my mother is the same'],
    ['fr', 'j ai des bleus au moindre choc et je saigne du nez souvent, ma mere pareil'],
    ['dz', 'كي نضرب روحي شوية تطلعلي زرقة كبيرة ونيفي يسيل الدم بزاف، وماما كيفي'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe('Sintrom in Darija, with a nose that bleeds and red urine: the haematologist', () => {
  it.each([
    ['ar', 'اتناول السنترون للقلب، انفي ينزف منذ ساعة والبول صار احمر'],
    ['dz', 'ناخذ السنترون تاع القلب، نيفي يسيل الدم من ساعة والبول تاعي ولا حمر'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe("'one egg' in Darija in Latin letters is a testicle", () => {
  it.each([['dl', 'wja3 kbir f bayda wa7da mn lbare7, ntfkhet chwiya']])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('urology');
  });
});

describe('guards: a nose that bleeds alone stays the ENT', () => {
  it.each([
    ['dz', 'نيفي يسيل الدم ساعات كي يكون السخون'],
    ['dl', 'nifi ysil ddem marrat ki ykoun s5oun'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});

describe('bleeding the day after leaving the maternity ward is the obstetrician', () => {
  it.each([
    ['en', 'my wife left the maternity ward yesterday and today she is bleeding a lot with big clots'],
    ['fr', 'ma femme est sortie de la maternite hier et aujourd hui elle saigne beaucoup avec des caillots'],
    ['dl', 'mrati khorjet mn la maternite lbare7 w lyoum tsayel ddem bezzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe('a lump at the front of the neck with weight lost and trembling hands is the endocrinologist', () => {
  it.each([
    ['en', 'a lump in the front of my neck, losing weight though i eat well, hands trembling'],
    ['fr', 'une boule au cou devant, je maigris alors que je mange bien, les mains tremblent'],
    ['dz', 'عندي كورة فالرقبة من قدام، نضعف وانا ناكل مليح ويديا يرجفو'],
    ['dl', '3andi boule f rgabti mn 9dam, rani nod3af w ydiya yer3dou'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('endocrinology');
  });
});

describe('a mouth fallen to one side with a hand that dropped the spoon is the neurologist', () => {
  it.each([
    ['ar', 'جدتي 80 سنة فجأة وهي تاكل طاحت الملعقة من يدها وفمها مايل لجهة واحدة'],
    ['dz', 'يما 70 سنة فجأة طاحتلها الفرشيطة من يدها وفمها مايل لجيهة'],
    ['dl', 'jeddi 75 ans fja2a ta7tlou l fourchette mn ydou w fommou mayel'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('veins like worms above a testicle are the urologist', () => {
  it.each([
    ['en', 'there is like a bag of worms above my left testicle, it aches after standing'],
    ['fr', 'des veines comme des petits vers au dessus du testicule gauche, ca tire debout'],
    ['dz', 'كاين عروق كيما الدود فوق البيضة تاعي اليسرى، تقلقني كي نوقف بزاف'],
    ['dl', 'kayen 3rou9 kima ddoud fou9 bidti lisra, tqale9ni ki nw9af bezzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('urology');
  });
});

describe("a baby's fever said to come with teeth is the pediatrician", () => {
  it.each([
    ['en', 'baby 10 months has 38.3 fever since this morning, teeth coming i think, he plays normally'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pediatrics');
  });
});

describe('guards: a child with a toothache and no fever stays the dentist', () => {
  it.each([
    ['en', 'my son 8 years has a toothache in a back tooth when he eats sweets'],
    ['dl', 'wldi 8 ans darso ywja3 fih ki yakol l7lou'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dentistry');
  });
});

describe('migraines had since one’s youth are the neurologist, not the pediatrician', () => {
  it.each([
    ['en', 'migraines since i was a teenager, twice a month, one side with nausea, i want a treatment'],
    [
      'fr',
      'migraines depuis l adolescence, deux fois par mois, d un cote avec nausees, je veux un traitement',
    ],
    ['ar', 'عندي الشقيقة منذ المراهقة، مرتين في الشهر مع غثيان، اريد علاج'],
    ['dz', 'عندي الميقرين من كنت صغيرة، جوج مرات فالشهر، نحب دوا'],
    ['dl', '3andi migraine mn kont sghira, jouj marrat f chhar, nheb dwa'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('guards: a child named beside the words stays the pediatrician', () => {
  it.each([['fr', 'ma fille de 6 ans a de la fievre et tousse depuis hier']])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pediatrics');
  });
});

describe('a burning that goes up to the throat and settles with Maalox is the gut doctor', () => {
  it.each([
    ['en', 'burning in my chest that goes up to the throat at night, maalox helps, ecg was normal'],
    ['fr', 'une brulure qui remonte dans la gorge la nuit, le maalox me soulage'],
    ['ar', 'حريق يطلع من المعدة الى الصدر بعد الاكل، المالوكس يريحني'],
    ['dz', 'نحس بحريق يطلع من المعدة للصدر فالليل، المالوكس يريحني'],
    ['dl', 'n7ass b 7ri9 f sadri fel lil, maalox yriye7ni'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gastroenterology');
  });
});
