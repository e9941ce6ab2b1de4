import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A problem denied with an ability ('no trouble talking', 'pas de probleme pour voir', 'ما عنديش
 * مشكل في الهدرة') leaves the ability intact: it is not the loss a bare denial of it means ('he
 * does not speak'). Breathing denied with its manner ('ما يتنفسش صعيب', 'ne respire pas
 * difficilement') is breathing well; a breathlessness denied in Darija ('ما عنديش ضيقة في النفس') is
 * denied whole. Phrasings written for the tests.
 */
describe('an ability said to have no problem is not lost', () => {
  it.each([
    ['en', 'headache since yesterday evening, no fever, no trouble talking or seeing, probably stress'],
    [
      'fr',
      'mal de tete depuis ce matin, pas de probleme pour parler ni pour voir, je pense que c est la fatigue',
    ],
    ['ar', 'صداع منذ الصباح، لا توجد مشكلة في الكلام ولا في النظر، اظن بسبب السهر'],
    ['dz', 'راسي يوجعني من الصباح، ما عنديش مشكل في الهدرة ولا في الشوف، ما رقدتش مليح'],
    ['dl', 'rasi yoj3ni mn sbah, ma 3andi hta mochkil f lhadra wla f chouf, ma r9adtch mlih'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ranked[0]?.code, text).toBe('neurology');
  });

  it.each([
    ['en', 'my mother suddenly cannot talk and her mouth is twisted'],
    ['ar', 'جدي فجاه لا يستطيع الكلام وفمه مائل'],
  ])('[%s] a speech lost suddenly still alarms: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });
});

describe('a breath said to have no problem', () => {
  it.each([
    ['en', 'my chest hurts when i press on it, no problem breathing, no sweating'],
    ['fr', 'douleur a la poitrine quand j appuie, pas de probleme pour respirer, pas de sueurs'],
    ['ar', 'ابني عنده حمى، ياكل ويلعب ولا يجد صعوبة في التنفس'],
    ['dl', 'sdri yoj3ni ki nedghat 3lih, ma 3andi hta mochkil f nefs'],
    ['dl', 'ma3andich mochkil f tnafos, ghir 7al9i ywja3ni'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });

  it('a problem breathing said as had still alarms', () => {
    expect(triage('3andi mochkil f nefs, ma nqderch ntnaffes').urgent).toBe(true);
  });
});

describe('a child with a fever who breathes without difficulty', () => {
  it.each([
    [
      'en',
      'my girl 4 has fever 38.7 since this morning, she eats and plays, she is not struggling to breathe',
    ],
    ['fr', 'mon fils 2 ans fievre 38.5 depuis hier, il mange et joue, il ne respire pas difficilement'],
    ['ar', 'ابنتي 3 سنوات عندها حرارة 38.4، تاكل وتلعب ولا تتنفس بصعوبة'],
    ['dz', 'بنتي 4 سنين فيها السخانة من البارح، راهي تاكل وتلعب وما تتنفسش صعيب'],
    ['dl', 'wldi 3 snin fih s5ana 38.6, yakol w yel3ab, ma yetneffesch s3ib'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it('still alarms on a child who does not breathe', () => {
    expect(triage('ولدي ما يتنفسش و راهو زرق').urgent).toBe(true);
  });
});

describe('a chest pain whose danger signs are said absent in words of their own', () => {
  it.each([
    ['dz', 'عندي وجع خفيف فالصدر كي نتقلق، ما عنديش ضيقة في النفس و ما نعرقش'],
    ['dl', 'sdri yoj3ni chwiya ki ntnarvaz, ntnaffes mli7 w ma n3ra9ch'],
  ])('[%s] asks nothing: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });
});

describe('a chest twinge with its danger signs denied', () => {
  it.each([
    ['dz', 'عندي وخزات فالصدر كي نتنرفز، ما عنديش ضيقة في النفس و ما نعرقش'],
    ['dz', 'نحس بوخزة فالصدر مرة مرة، ما عنديش ضيقة نفس، حاب نطمن'],
    ['dl', 'nhess b wakhza f sdri ki ntqalaq, ma 3andich di9 f nefs w ma n3ra9ch'],
    ['en', 'i get a twinge in my chest when i am stressed, no shortness of breath, no sweating'],
    ['fr', 'j ai des pincements au coeur quand je stresse, pas d essoufflement, pas de sueurs'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it.each([
    ['dz', 'وخزة فالصدر و راني نعرق بزاف'],
    ['ar', 'وخز في الصدر يمتد الى اليد اليسرى'],
    ['dz', 'وجع فالصدر و عندي ضيقة في النفس'],
  ])('[%s] still alarms with sweating, an arm or breathlessness: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });
});
