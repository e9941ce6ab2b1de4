import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A word that alone points at one organ, said with another organ or marker named: the named one
 * rules. Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

function top(text: string): string | undefined {
  return triage(text).ranked[0]?.code;
}

describe('a discharge from an eye is the eye, not the womb', () => {
  it.each([
    ['ar', 'عيني اليمنى فيها افرازات خضراء كل صباح وملتصقة'],
    ['dz', 'عيني حمرا وفيها افرازات كي نوض'],
    ['dl', 'aini hamra w fiha ifrazat sfer kol sbah'],
  ])('[%s] %s goes to ophthalmology', (_way, text) => {
    expect(top(text)).toBe('ophthalmology');
  });
});

describe('a hepatitis B marker found on a blood test is the infectious diseases doctor', () => {
  it.each([
    ['en', 'my blood donation test showed hbsag positive, i feel fine, what now'],
    ['fr', 'le labo a trouvé ag hbs positif sur mon bilan, je ne sens rien'],
    ['ar', 'ظهر في تحليل الدم hbsag ايجابي وانا لا اشعر بشيء'],
    ['dz', 'طلعلي aghbs positif فالتحليل تاع الخدمة، ما بيا والو'],
    ['dl', 'tla3li aghbs positif f bilan ta3 lkhedma, ma fiya walou'],
  ])('[%s] %s goes to infectious-diseases', (_way, text) => {
    expect(top(text)).toBe('infectious-diseases');
  });
});

describe('a migraine said as chi9a, with light and noise that hurt, is the neurologist', () => {
  it.each([
    ['dl', 'chi9a tfar9ni kol chhar, daw yderni w ma nhmelch lhess'],
    ['dl', 'jatni chi9a f jiha wa7da ta3 rasi w sout yderni'],
  ])('[%s] %s goes to neurology', (_way, text) => {
    expect(top(text)).toBe('neurology');
  });
});

describe('a heart said to be heavy or clenched is distress, not the heart', () => {
  it.each([
    ['dl', 'galbi m9boud mn sbe7 w ma n9derch nfar7 b 7aja'],
    ['dl', '9albi mghamem had liyamat w nb9a wa7di f bit'],
    ['dz', 'قلبي مغمم هاد الايام وما نلقى حتى فرحة'],
    ['ar', 'قلبي منقبض طوال الوقت ولم اعد اجد متعة في شيء'],
  ])('[%s] %s goes to psychiatry', (_way, text) => {
    expect(top(text)).toBe('psychiatry');
  });
});

describe("a lung's fibrosis after an illness is the chest physician, a small thing is not a child", () => {
  it.each([
    ['dl', 'ba3d pneumonie bqatli fibrose sghira, ntnafes chwiya b sif'],
    ['fr', 'on m a trouvé une fibrose au scanner apres le covid, je m essouffle un peu'],
    ['ar', 'بعد كورونا ظهر تليف في الرئه في السكانير'],
  ])('[%s] %s goes to pulmonology', (_way, text) => {
    expect(top(text)).toBe('pulmonology');
  });
  it('a little girl named with her age is still a child', () => {
    expect(top('sghira 3andha 4 snin w skhana mn lbera7')).toBe('pediatrics');
  });
});

describe('a mole feared to be a skin cancer is the dermatologist', () => {
  it.each([
    ['en', 'i have a black mole on my arm and i am scared of skin cancer'],
    ['fr', 'j ai un grain noir sur le bras, j ai peur d un cancer de la peau'],
    ['ar', 'عندي شامه سوداء في ظهري واخاف ان تكون سرطان جلد'],
    ['dl', 'kayen grain noir f rejli kber chwiya, cancer ta3 jeld?'],
  ])('[%s] %s goes to dermatology', (_way, text) => {
    expect(top(text)).toBe('dermatology');
  });
});

describe('an older person who forgets is the neurologist, even when the children are named', () => {
  it.each([
    ['en', 'my grandmother is 79 and keeps forgetting the names of the kids'],
    ['dl', 'mima 84 ans wlat tensa smiyat drari w win t7ot l7wayej'],
  ])('[%s] %s goes to neurology', (_way, text) => {
    expect(top(text)).toBe('neurology');
  });
});

describe('fingers locked every morning are the rheumatologist', () => {
  it.each([
    ['dl', 'sob3i m9foulin f sbe7 w ywej3ouni, ma n9derch nsekker yedi'],
    ['dz', 'صوابعي مقفولين في الصباح ومنفوخين'],
  ])('[%s] %s goes to rheumatology', (_way, text) => {
    expect(top(text)).toBe('rheumatology');
  });
});

describe("goat's milk or farm cheese with a fever that comes back is brucellosis", () => {
  it.each([
    [
      'en',
      'fever every evening for three weeks with sweats and sore joints, we drink goat milk from the farm',
    ],
    ['fr', 'fievre le soir depuis 3 semaines, douleurs aux articulations, je mange du fromage de ferme'],
    ['ar', 'حمى تاتي وتذهب منذ شهر مع الم المفاصل، نشرب حليب الماعز'],
    ['dz', 'السخانة تجيني فالليل من شهر ومفاصلي يوجعوني، نشربو حليب المعزة'],
    ['dl', 'skhana tjini kol lila w mfasli ywej3ouni, nakol jben beldi'],
  ])('[%s] %s goes to infectious-diseases', (_way, text) => {
    expect(top(text)).toBe('infectious-diseases');
  });
});

describe('bleeding from two places at once is the blood doctor', () => {
  it.each([
    ['en', 'bruises appear for no reason and my nosebleeds take ages to stop'],
    ['dz', 'لثتي تسيل الدم بلا سبة ومنخري يسيل الدم بزاف'],
    ['dl', 'lessa tsil dem w nifi ysil dem kol youm'],
  ])('[%s] %s goes to hematology', (_way, text) => {
    expect(top(text)).toBe('hematology');
  });
});

describe('a small burn from a clothes iron is the skin', () => {
  it('[fr] a blister from the iron on a wrist goes to dermatology', () => {
    expect(top('je me suis touché le poignet avec le fer a repasser, petite cloque')).toBe('dermatology');
  });
});

describe('urine that burns in a pregnancy, and a fall in a pregnancy, are the obstetrician', () => {
  it.each([
    ['en', 'i am 20 weeks pregnant and it stings when i pee'],
    ['fr', 'enceinte de 5 mois, envie d uriner tout le temps et ca pique'],
    ['dl', 'ana 7amla f 4 chhor w ki nboul y7ra9ni'],
    ['ar', 'انا حامل في الشهر السادس وسقطت على ظهري، الجنين يتحرك'],
  ])('[%s] %s goes to gynecology-obstetrics', (_way, text) => {
    expect(top(text)).toBe('gynecology-obstetrics');
  });
});

describe('a lymphoma in remission is followed by the oncologist', () => {
  it.each([
    ['en', 'my lymphoma is in remission since last year, who follows me now'],
    ['fr', 'lymphome en remission, fini la chimio, qui fait le suivi'],
  ])('[%s] %s goes to oncology', (_way, text) => {
    expect(top(text)).toBe('oncology');
  });
});

describe('hemorrhoids since a pregnancy are the gut, not a pregnancy now', () => {
  it.each([
    ['en', 'piles since my pregnancy, they bleed a little on the paper'],
    ['fr', 'des hemorroides depuis ma grossesse qui saignent un peu'],
  ])('[%s] %s goes to gastroenterology', (_way, text) => {
    expect(top(text)).toBe('gastroenterology');
  });
});
