import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * Which doctor first, by classes of wording: a town named to say where one is ('biskra', 'بسكرة')
 * is no complaint (not 'سكر', sugar); a child called 'mon ptit' or 'daughter 6' is the
 * paediatrician's; a hand not felt after sleeping on it, a hand that shakes ('tertech'), a fit told
 * by foam ('yzebed') and a head that aches ('rasi yoja3ni') are the neurologist's; a heart that
 * races when one is anxious is the cardiologist's; a PSA asked after a father's prostate cancer is
 * the urologist's; a farewell sent to everyone ('adieu a tout le monde', 'اخر مرة تسمعو مني') is
 * the psychiatrist's. Top-1 is the lexicon's alone. Phrasings written for the tests; the guards keep
 * what each fix must not take.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a town named to say where one is is no complaint', () => {
  it.each([
    ['ar', 'انا في بسكرة عندي سعال وحمى منذ يومين'],
    ['dz', 'راني فبسكرة و عندي الكحة و السخانة من البارح'],
    ['dz', 'ساكن فباتنة، عندي الكحة من سمانة'],
    ['dl', 'rani f biskra 3andi s5ana w k7a men lbare7'],
  ])('[%s] %s', (_way, text) => {
    expect(lexiconAlone(text).matched).not.toContain('diabetes');
    expect(lexiconAlone(text).matched).not.toContain('belly');
  });
  it.each([
    ['dz', 'عندي السكر و نعطش بزاف و نبول بزاف'],
    ['ar', 'عندي مرض السكر والتحليل مرتفع'],
  ])('guard: sugar said is still sugar [%s] %s', (_way, text) => {
    expect(first(text)).toBe('endocrinology');
  });
});

describe('a child called a little one or by a bare age is the paediatrician', () => {
  it.each([
    ['fr', 'mon ptit de 3 ans a de la fievre et il tousse depuis hier'],
    ['fr', 'ma ptite a vomi deux fois ce matin et elle a mal au ventre'],
    ['en', 'daughter 6 has had a fever and earache since last night'],
    ['en', 'my little one has a runny nose and a cough for 3 days'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pediatrics');
  });
});

describe('a hand not felt after sleeping on it is the neurologist', () => {
  it.each([
    ['en', 'woke up and couldnt feel my hand, i slept on it all night'],
    ['fr', 'ce matin je sentais plus mon bras, j avais dormi dessus'],
    ['ar', 'استيقظت ويدي لم احس بها لانني نمت عليها'],
    ['dz', 'نضت الصباح يدي ما حسيتش بيها، رقدت عليها'],
    ['dl', 'fe9t lyoum yedi ma 7assitch biha, kont ra9ed 3liha'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('a hand that shakes, a fit told by foam, a head that aches are the neurologist', () => {
  it.each([
    ['dl', 'jedda 75 ans yedha tertech ki tekteb'],
    ['dl', 'yedi ytertech ki nchad l kas, men chhar'],
    ['dl', 'khouya ta7 fel ard w yzebed b fommou, mazal ma fa9ch'],
    ['dl', 'rasi yoja3ni men lbare7 w ma r9adtch'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('a heart that races when one is anxious is the cardiologist', () => {
  it.each([
    ['en', 'my heart races when i get anxious, no chest pain'],
    ['fr', 'mon coeur bat vite quand je suis angoissee'],
    ['dz', 'قلبي يضرب بالخف كي نتنرفز'],
    ['dl', 'galbi ydreb ki nkoun m9al9a'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('cardiology');
  });
});

describe("a PSA asked after a relative's prostate cancer is the urologist", () => {
  it.each([
    ['en', 'my father had prostate cancer, should i get a psa test at 50'],
    ['fr', 'mon oncle a eu un cancer de la prostate, a partir de quel age faire le psa'],
    ['ar', 'ابي اصيب بسرطان البروستاتا هل يجب ان اجري تحليل'],
    ['dl', 'baba kan 3andou cancer de la prostate, wach lazem ndir psa'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('urology');
  });
  it('guard: a prostate cancer being treated stays the oncologist [en]', () => {
    expect(first('my father has prostate cancer with metastases, on chemotherapy')).toBe('oncology');
  });
});

describe('a farewell sent to everyone is the psychiatrist', () => {
  it.each([
    ['en', 'my brother posted that this is the last time you will hear from me and locked his door'],
    ['fr', 'ma soeur a envoye adieu a tout le monde sur whatsapp et elle repond plus'],
    ['ar', 'ارسل ابني رساله هذه اخر مره تسمعون مني ثم اغلق هاتفه'],
    ['dz', 'خويا كتب فالفيسبوك اخر مره تسمعو مني و ما راهش يرد'],
    ['dl', 'khouya kteb akher mra tesm3ou menni w ma rahch yrepondi'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('psychiatry');
  });
  it('guard: a goodbye that closes a question raises nothing [fr]', () => {
    expect(lexiconAlone('merci docteur pour vos conseils sur le rhume, au revoir').urgent).toBe(false);
  });
});
