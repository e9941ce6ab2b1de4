import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * What a message says against its own alarm: a list of signs denied one after the other ('there is
 * none in it' in Darija, 'never spat blood' in French), a thing not heard or not seen, nothing of
 * a sign ('rien de cassé'), a harmless cause of red urine, a unit after a number, a burn healed
 * into a scar, a stroke years back with a prevention question. Phrasings written for the tests,
 * in the five ways of writing, each with the emergency its fix must keep.
 */

describe('a denial runs over a list of signs', () => {
  it.each([
    ['fr', 'je tousse depuis 10 jours, jamais craché de sang, pas de fievre'],
    ['fr', 'toux grasse apres la grippe, pas essoufflee et jamais crache de sang'],
    ['dl', 'kohba men jem3a, ma fiha dem, ma 3andich skhana'],
    ['dl', 'rani nkoh men 10 ayam, ma fiha dem w ma 3andich s5ana'],
    ['dl', 'lkohba ma fiha dem, ghir nachfa'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['fr', "je tousse et j'ai craché de sang ce matin"],
    ['dl', 'n9e7 w yekhroj m3aha dem bzaf'],
    ['dz', 'نكح و يخرج الدم مع الكحة'],
  ])('blood coughed, said without a denial, is still caught [%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });
});

describe('what was not heard or seen is denied, the sense is not lost', () => {
  it.each([
    ['fr', "tordu la cheville en descendant l'escalier, pas entendu de craquement, rien de deformé"],
    ['fr', "entorse du genou au foot, j'ai pas entendu de craquement et rien de cassé"],
    ['en', 'twisted my ankle playing, did not hear a crack, nothing looks deformed'],
    ['en', 'didnt hear any crack when i twisted my knee, nothing looks deformed, it is swollen'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.matched).not.toContain('hearing');
  });

  it.each([
    ['en', 'heard a crack when i fell and my wrist is bent the wrong way'],
    ['fr', 'il est tombé, on a entendu un craquement et sa jambe est deformée'],
    ['dz', 'عيني ما ولاتش تشوف فجأة'],
    ['en', 'he does not see with his left eye since this morning'],
  ])('a crack heard, a sight lost, is still caught [%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });
});

describe('a harmless cause of red urine makes it the screen', () => {
  it.each([['ar', 'البول لونه احمر اليوم، لكن اكلت كثير من البتراف امس، هل هو دم؟']])(
    '[%s] %s',
    (_way, text) => {
      expect(triage(text).urgent).toBe(false);
    },
  );

  it('a lot of blood in the urine, no cause said, is still the notice', () => {
    expect(triage('there is a lot of blood in my urine and clots, I feel dizzy').urgent).toBe(true);
  });
});

describe('a unit after a number is a measure', () => {
  it.each([
    ['ar', 'وجدوا في الايكو عقدة في الغدة الدرقية 2 سم، هل هي خطيرة؟'],
    ['ar', 'عندي كيس صغير في الثدي 3 سم حسب الايكو'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('poison said as poison is still caught', () => {
    expect(caught('ابني الصغير شرب سم الفئران')).toBe(true);
  });
});

describe('a burn healed into a scar is over', () => {
  it.each([
    ['dz', 'تحرقت بالما السخون من شهرين، الجرح برا بصح بقاتلي علامة حمرا'],
    ['dl', 't7ra9t b zit men chahrin, jer7 bra kamel bessa7 b9atli 3alama ka7la'],
    ['en', 'burned my arm with boiling water two months ago, it has healed, left a scar'],
    ['fr', "brulé le bras avec l'huile bouillante il y a deux mois, c'est cicatrisé mais il reste une tache"],
    ['fr', "brulure a la main avec l'eau bouillante le mois dernier, ca a bien cicatrisé"],
    ['ar', 'احترقت يدي بالزيت قبل شهرين، التئم الجرح لكن بقيت علامه داكنه'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask?.question).not.toBe('burn_size');
  });

  it('a fresh burn with big blisters is still the notice', () => {
    expect(triage('t7ra9t b zit s5oun, jeldi tla w cloques kbar f dra3i kamel').urgent).toBe(true);
  });
});

describe('a stroke years back, with a prevention question, is no notice', () => {
  it.each([
    ['dl', 'yemma darat AVC 3amayn hadi, rj3at tahder mli7, kifach nmen3ouha ma t3awedch'],
    ['dz', 'بابا دار AVC عامين هادي، رجع يمشي، كيفاش نحبسو ما يعاودش'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a face drooping since this morning is still a stroke', () => {
    expect(triage('yemma fommha m3awej men sbe7 w ma tehderch mli7').urgent).toBe(true);
  });
});

describe('a chest twinge already checked, with the heart said to be fine, is the screen', () => {
  it.each([
    ['dz', 'كي نتقلق يجيني وخز فالصدر ثواني و يروح، درت ECG و echo و قالو قلبك مليح'],
    [
      'en',
      'when i get stressed i feel a tingling in my chest for seconds, ecg and echo done, doctor said my heart is fine',
    ],
    ['ar', 'عندما اقلق احس بوخز في صدري لثوان، عملت تخطيط القلب والايكو وقالوا قلبك سليم'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a tingling chest with the left arm and a cold sweat is still the notice', () => {
    expect(triage('وخز في صدري و ذراعي اليسرى من ساعة و عرق بارد').urgent).toBe(true);
  });
});

describe('a heart said to race is a palpitation, not a heart attack', () => {
  it.each([
    ['dl', 'galbi dima m9elle9 w n3re9 bzaf, w rani nkhesser f lwazn'],
    ['dz', 'قلبي مقلق و نعرق بزاف و نضعاف'],
    ['en', 'my heart races and i sweat a lot, losing weight and my hands shake'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dl', 'qalbi yewja3ni w n3re9 bared'],
    ['en', 'chest pain and sweating a lot since an hour'],
  ])('a heart that hurts with a sweat is still the notice [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('heart_attack');
  });
});
