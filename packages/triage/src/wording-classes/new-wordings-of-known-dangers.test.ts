import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Known dangers in wordings no set had used: a bare wire that gave a shock, a bleeding that has
 * gone on past an hour, pain written 'wje3', a faint written 'tghachit', saliva that will not go
 * down written with 'fomi' and 'r9i', 'ma ywgafch' (it does not stop) and blue patches written
 * 'bo9a3 zor9'; and what must not alarm: 'never fainted' in Darija, 'no blood and no pain' in Darija,
 * a morning stiffness of more than an hour. Phrasings written for the tests, in the five ways of writing.
 */

describe('a bare wire that gave a shock, then the heart or a faint, is an electric injury', () => {
  it.each([
    [
      'en',
      'my brother grabbed an exposed wire at work, he passed out for a moment and now his heart is racing',
    ],
    ['fr', 'un fil denude l a secoue sur le chantier, depuis son coeur bat tres vite et irregulier'],
    ['ar', 'امسك سلكا عاريا في الورشة وبعدها قلبه يدق بسرعة وغير منتظم'],
    ['dz', 'خويا حط يدو على فيل عريان في الخدمة، دروك قلبو يضرب بالزربة'],
    ['dl', 'khouya 7at ydou 3la fil 3aryan f chantier, dork 9albou ydrob bzerba'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('electrocution');
    expect(r.urgent).toBe(true);
  });
});

describe('a bleeding that has gone on past an hour, or will not stop, is heavy', () => {
  it.each([
    ['en', 'my mothers nose has been bleeding for over an hour, we pressed on it with ice and nothing helps'],
    ['fr', 'mon pere saigne du nez depuis plus d une heure, on a tout essaye'],
    ['ar', 'ابي ينزف من انفه منذ اكثر من ساعه ولم ينفع الضغط'],
    ['dz', 'بابا الدم يخرج من نيفو من كثر من ساعه، يدير سانتروم'],
    ['dl', 'baba ydir sintrom w ldem ykhrej mn nifo ma ywgafch'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe("pain written 'wje3' and a faint written 'tghachit' in an early pregnancy are an ectopic", () => {
  it.each([
    ['dl', 'retard ta3i 7 semaines w test positif, 3andi wje3 f jiha lisriya ta7t w chwiya dem'],
    ['dl', 'ana 7amla chhar w nos, ta3tni wje3 qwi f kerchi mn jiha wa7da w tghachit'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('ectopic_pregnancy');
  });
});

describe('a swollen throat that will not let the saliva down, the mouth that will not open, is an abscess', () => {
  it.each([
    ['en', 'my throat is swollen with fever and i can not swallow even my spit'],
    ['fr', 'gorge gonflee avec fievre, je peux meme pas avaler ma propre salive'],
    ['ar', 'حلقي متورم مع حمى ولا استطيع بلع حتى ريقي'],
    ['dz', 'حلقي منفوخ و فيا السخانة، ما نبلعش حتى ريقي'],
    ['dl', 'gorge ta3i ntfkhet w skhana, ma nbla3ch 7ta r9i, rani nsil'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });
});

describe('never fainted, no blood and no pain, a long morning stiffness: no alarm, no screen', () => {
  it.each([
    ['dl', 'ki nechreb l9ahwa 9albi ydreb chwiya, 3omri ma tghachit w ma 3andi walou f sedri'],
    ['dl', 'rani 7amla 3 chhour, ma kanch dem w la wje3, ghir dawkha chwiya fel sba7'],
    ['dl', 'rani 7amla, ma kayen dem wla wje3, ghir ntqaya'],
    ['fr', 'mes mains sont raides le matin pendant plus d une heure et les doigts gonflent'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask ?? null).toBeNull();
  });
});

describe('never thinking of self-harm, the same pain as always, a black cavity, gums named by their flesh: no alarm', () => {
  it.each([
    ['en', 'feeling low since the divorce but i never thought of hurting myself'],
    ['fr', 'je suis triste depuis des mois mais j ai jamais pense a me faire du mal'],
    ['ar', 'حزين منذ اسابيع ولا انام جيدا لكن لم افكر ابدا في ايذاء نفسي'],
    ['dz', 'راني مقلق بزاف هاد الايام بصح عمري ما خممت ناذي روحي'],
    ['dl', 'rani m9alla9 bzaf, bessa7 3omri ma fakkart nadhar rou7i'],
    ['dz', 'الشقيقة جاتني اليوم، نفس الوجع تاع ديما في جيهة وحدة، ما فيهاش تنميل'],
    ['ar', 'ضرسي فيه ثقب اسود ويؤلمني مع البارد، واللثة تنزف قليلا عند التفريش'],
    ['dl', 'la7m ta3 snani ykhrej menou chwiya dem ki nfercha'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a whistle beside a hearing complaint is in the ear: no breathing question', () => {
  it.each([
    ['en', 'since the flight everything sounds far away and there is a whistling'],
    ['dz', 'من بعد الحمام نسمع كلشي بعيد و كاين صفير'],
    ['dl', 'mn ba3d lb7ar nesma3 kolchi b3id w kayen sfir'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask ?? null).toBeNull();
  });
});

describe('a febrile fit that is over, the child now well, is not an emergency; a fit now still is', () => {
  it.each([
    ['ar', 'ابني عمره سنة ونصف، الاسبوع الماضي جاته نوبة تشنج مع الحمى، الان هو بخير ويلعب'],
    ['dz', 'بنتي جاتها تشنجات مع السخانة نهار الخميس، درك راهي لاباس'],
    ['fr', 'mon fils a fait une convulsion avec la fievre samedi, maintenant il va bien'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
  it.each([
    ['ar', 'ابني يتشنج الان مع حمى شديدة ولا يرد علينا'],
    ['dz', 'بنتي راهي تتشنج دروك و فيها السخانة'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('a burn said to be the size of a coin or a chickpea is small: no question', () => {
  it.each([
    ['en', 'burned my finger on the kettle, one blister the size of a chickpea'],
    ['fr', 'brule avec la poele, une cloque grande comme une piece sur le doigt'],
    ['ar', 'احترق اصبعي بالشاي وظهرت فقاعه بحجم حبه الحمص'],
    ['dz', 'تحرقت بالمقلاة فصبعي، فقاعة قد الدورو'],
    ['dl', 't7ra9t b zit f sba3i, fe9a3a 9ad douro'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask ?? null).toBeNull();
  });
});

describe('late in a pregnancy, the head said not to hurt is no headache; a head that hurts still is', () => {
  it('[dz] swollen legs, the head does not hurt: no emergency', () => {
    expect(triage('حاملة فالشهر الثامن، رجليا منفوخين فالليل، راسي ما يوجعنيش').urgent).toBe(false);
  });
  it('[dz] swollen legs and face, the head hurts: pre-eclampsia', () => {
    expect(triage('حاملة فالشهر الثامن، رجليا و وجهي منفوخين و راسي يوجعني بزاف').urgentReason).toBe(
      'preeclampsia',
    );
  });
});
