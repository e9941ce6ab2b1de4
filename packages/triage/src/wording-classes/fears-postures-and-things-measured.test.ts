import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Ordinary complaints that words of another trouble pulled to the wrong doctor: a cancer only
 * feared (a mole read about on Facebook, a smoker asking for a check), a limb 'paralysed' or numb
 * by a posture, a fall said by a slip, the sugar and the pressure named as tests found normal, a
 * thinner taken 'for the heart'. Phrasings written for the tests, in the five ways of writing.
 */
const first = (text: string) => triage(text).ranked[0]?.code;

describe('a mole feared to be a cancer is the skin doctor first', () => {
  it.each([
    [
      'en',
      'saw on facebook that moles turn into cancer, i have one on my arm since childhood, same size, am i in danger',
    ],
    [
      'fr',
      "j'ai lu sur internet que les grains de beaute peuvent devenir un cancer, j'en ai un sur le cou depuis toujours",
    ],
    ['ar', 'قرات في الانترنت ان الشامات قد تصبح سرطان، عندي شامه في وجهي منذ الصغر'],
    ['dz', 'سمعت بلي الشامة تولي كونسار، عندي وحدة فظهري من زمان ما تبدلتش'],
    ['dl', 'sme3t beli chama twelli cancer, 3andi wa7da f dahri men zman, khayfa'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('a mole said never to have changed, or there since birth, feared as a cancer', () => {
  it.each([
    ['en', 'i have a mole since birth, could it be cancer?'],
    ['fr', "j'ai peur que mon grain de beaute soit un cancer, il n'a jamais change"],
    ['dl', 'chama f rejli ma tbeddelch, wach tkoun cancer?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
  it('a spot on a lung x-ray feared as a cancer is not a mole', () => {
    expect(first("une tache sur la radio du poumon, j'ai peur d'un cancer")).not.toBe('dermatology');
  });
});

describe('a lung cancer feared by a smoker who asks to be checked is the chest physician', () => {
  it.each([
    ['en', 'i smoked for 25 years, scared of lung cancer, should i get screened? no symptoms'],
    ['fr', "ancien fumeur, 30 ans de tabac, j'ai peur d'un cancer du poumon, dois je faire un depistage"],
    ['ar', 'كنت ادخن لمدة طويلة واخاف من سرطان الرئه، هل يجب ان افحص'],
    ['dz', 'كنت نكمي 15 عام، خايف من الكونسار تاع الريه، لازم ندير فحص؟'],
    ['dl', 'kont nkmi bzaf, khayef men cancer ta3 riya, lazem ndir test?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pulmonology');
  });
});

describe('a back or joints locked every morning until one moves is the rheumatologist', () => {
  it.each([
    ['en', 'for years my back is stiff every morning until i move a bit, then it loosens'],
    ['fr', 'depuis 2 ans le matin mon dos est bloque, le temps de me derouiller et ca va'],
    ['ar', 'منذ سنوات ظهري متيبس في الصباح حتى اتحرك قليلا'],
    ['dz', 'كل صباح نحس ظهري مشلول حتى نتحرك شويه، هادي سنين'],
    ['dl', 'kol sbah dahri mchloul hta net7arek chwiya, 3andi snin haka'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('rheumatology');
  });
});

describe('a limb gone numb by sitting cross-legged or squatting is the neurologist', () => {
  it.each([
    ['en', 'my foot goes numb when i sit cross legged for a long time, tingling after'],
    ['fr', 'quand je reste assise en tailleur ma jambe s engourdit et ca fourmille'],
    ['ar', 'رجلي تتخدر عندما اجلس متربعا مده طويله'],
    ['dz', 'كي نقعد متربع بزاف رجلي تنمل'],
    ['dl', 'ki n9ed mtarba3 bzaf rejli tnemlet'],
    ['en', 'my foot fell asleep after squatting to wash the floor'],
    ['fr', "ma jambe s'endort quand je m'accroupis longtemps"],
    ['dl', 'rejli r9det ki g3adt mtarba3 f l3ers'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('a slip and a fall on the hand, the wrist swollen, is the bone doctor', () => {
  it.each([
    ['en', 'my aunt slipped on the wet floor, her wrist is swollen and painful'],
    ['fr', 'ma grand mere a glisse dans la salle de bain, son poignet est gonfle'],
    ['ar', 'انزلقت امي في المطبخ وصار معصمها منتفخ ويؤلمها'],
    ['dz', 'يما تزلقت فالكوزينة، المعصم تاعها منفوخ'],
    ['dl', 'yemma tzel9et f cuisine, poignet ta3ha ntfa5'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('orthopedics');
  });
});

describe('French typed fast: the subject glued to its verb is read', () => {
  it.each([
    ['jdors plus depuis des mois, jsuis angoisse tout le temps', 'psychiatry'],
    ['jsuis stresse et jdors mal depuis que j ai perdu mon travail', 'psychiatry'],
  ])('%s', (text, expected) => {
    expect(first(text)).toBe(expected);
  });
});

describe('iron taken without the blood count rising is the hematologist', () => {
  it.each([
    ['en', 'taking iron for 4 months and still tired, ferritin is low'],
    ['fr', 'je prends du fer depuis 3 mois et la ferritine reste basse'],
    ['ar', 'اخذ حبوب الحديد منذ شهور ولم يتحسن نقص الحديد'],
    ['dz', 'ناخذ الحديد من 4 شهور و ديما عيانة'],
    ['dl', 'nakhod lhdid men 3 chhour w ferritine mazal na9sa'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe('a faint in the heat, the sugar and the pressure measured normal, is the family doctor', () => {
  it.each([
    [
      'en',
      'fainted in a hot bath, at the ER sugar and blood pressure were normal, ecg normal. see a doctor?',
    ],
    ['fr', 'malaise sous la douche chaude, aux urgences glycemie tension ecg tout etait normal'],
    ['dl', 'ghmat 3liya f lhammam, darouli tension w glycemie kolch normal'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('feet swelling at the end of the day in a pregnancy are the obstetrician', () => {
  it.each([
    ['en', '7 months pregnant, my ankles swell in the evening, my pressure was normal'],
    ['fr', 'enceinte de 8 mois, les pieds gonflent le soir, tension normale'],
    ['ar', 'انا في الشهر الثامن من الحمل، قدماي تنتفخان في المساء'],
    ['dz', 'راني حاملة فالشهر الثامن، رجليا ينتفخو فالعشية'],
    ['dl', '7amla f chhar 8, rjliya ytnfkhou f l3chiya'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe('a scorpion sting: the little one to the pediatrician, the adult to the emergency doctor', () => {
  it.each([
    ['fr', 'la petite 4 ans piquee par un scorpion, elle transpire et vomit', 'pediatrics'],
    ['ar', 'لسعتني عقرب في رجلي وقلبي يدق بسرعه واعرق', 'general-medicine'],
    ['dl', '39reb 9arsni f rejli, 9albi ydg bzaf w n3ra9', 'general-medicine'],
  ])('[%s] %s', (_way, text, expected) => {
    expect(first(text)).toBe(expected);
  });
});

describe('a red painful eye with circles around the lamps is the eye doctor, even with a headache', () => {
  it.each([
    ['en', 'my right eye red and very painful, circles around the lamps, headache and i threw up'],
    ['fr', 'oeil rouge tres douloureux, je vois des cercles autour des lampes, mal de tete et vomissements'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});

describe('a knock on the head, then the same question asked again and again, is the neurologist', () => {
  it.each([
    ['en', 'my son 15 fell off his bike and hit his head, now he keeps asking the same question'],
    ['fr', 'mon fils 16 ans tombe de moto, choc a la tete, il pose la meme question sans arret'],
    ['dz', 'ولدي طاح بالموطو و ضرب راسو، راهو يعاود نفس السؤال'],
    ['dl', 'weldi tah bel moto w dreb rasou, rah y3awed nafs so2al'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('a son or a daughter of 15 and over who took pills on purpose is the psychiatrist', () => {
  it.each([
    ['en', 'my daughter, 17 years old, swallowed pills on purpose after a fight, she is sleepy'],
    ['fr', 'mon fils 16 ans veut mourir, il a pris des medicaments expres'],
    ['dl', 'weldi 16 ans kla dwa ta3 yemmah bzaf b l3ani'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('psychiatry');
  });
  it('a child of 5 who swallowed pills stays the pediatrician', () => {
    expect(first('ma fille 5 ans a avale des comprimes')).toBe('pediatrics');
  });
});

describe('a urine infection with a fever that now confuses is the infection doctor', () => {
  it.each([
    ['en', 'my grandpa 80 diabetic, fever and burning when he pees, now confused'],
    ['fr', 'ma mere 78 ans diabetique, fievre et brulures urinaires, elle est confuse depuis ce matin'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('infectious-diseases');
  });
});

describe('a nosebleed on a thinner taken for the heart is not the cardiologist first', () => {
  it.each([
    ['en', 'dad takes sintrom for his heart, his nose has been bleeding for an hour'],
    ['ar', 'جدي ياخذ سينتروم للقلب والدم يخرج من انفه منذ ساعه'],
  ])('[%s] %s', (_way, text) => {
    expect(['ent', 'hematology']).toContain(first(text));
  });
  it('bleeding from the nose and the gums at once on a thinner is the hematologist', () => {
    expect(first('on sintrom, my nose bleeds and my gums bleed since yesterday')).toBe('hematology');
  });
});
