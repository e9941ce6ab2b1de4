import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies said in words the engine did not join: a sore throat that stops even the saliva
 * going down with a jaw that barely opens (an abscess behind the tonsil), a scald whose skin turned
 * white or no longer feels (a deep burn), pills gathered with the intent to take them all tonight.
 * Phrasings written for the tests, in the five ways of writing, each with the everyday message its
 * fix must leave alone.
 */

describe('a throat that stops the saliva, with a swelling or a locked jaw, is the notice', () => {
  it.each([
    ['en', 'my throat is killing me, i can not even swallow my own spit and can barely open my mouth'],
    ['en', 'my throat hurts so much i can not swallow my saliva and my neck is swollen on one side'],
    ['fr', "mal a la gorge depuis 3 jours, je peux meme pas avaler ma salive, j'ouvre a peine la bouche"],
    ['ar', 'التهاب في الحلق، لا استطيع بلع ريقي وبالكاد افتح فمي ورقبتي منتفخة'],
    ['dz', 'حلقي يوجعني بزاف، ما نقدرش نبلع ريقي و رقبتي نافخة'],
    ['dl', '7al9i ywja3ni bzaf, ma n9derch nebla3 ri9i w bessif n7el fommi, w r9bti ntfkhet'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });

  it.each([
    ['en', 'sore throat, i can swallow my saliva fine, no fever'],
    ['fr', "mal a la gorge, j'arrive a avaler ma salive, pas de fievre"],
    ['dz', 'بنتي عندها 8 شهور، سنيها طالعين، تبكي و تريل'],
  ])('a sore throat that swallows, a teething baby, are no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a spill that left the skin white, peeling in patches or without feeling is a deep burn', () => {
  it.each([
    ['ar', 'انسكب الحساء الساخن على رجلي، الجلد صار ابيض وفقاعات كبيرة'],
    ['fr', "la marmite s'est renversée sur ses jambes, c'est blanc par endroits et il sent rien"],
    ['dz', 'تكبت عليها الشربة السخونة، جلدها ولا ابيض و ما تحسش بيه'],
    ['dl', 'tkabet 3liha chorba s5ouna, jeldha wella byed f blayes w ma t7esch biha'],
    ['en', 'burned my arm on the oven door, the skin turned white and i feel nothing there'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });

  it.each([
    ['en', 'my fingers go white in the cold and tingle'],
    ['fr', "j'ai renversé du café sur la table, rien de grave"],
  ])('white fingers in the cold, a spill on a table, are no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('pills gathered with the intent to take them all tonight are the notice', () => {
  it.each([
    ['dl', '3yit, jma3t dwa ta3 baba w nwit nebla3hom ga3 lila'],
    ['dl', 'chrit ga3 les comprimes w nwit nechrabhom lila, ma b9itch n7mel'],
    ['fr', "j'ai pris les boites de mon pere, je vais toutes les avaler ce soir"],
    ['ar', 'اخذت علب دواء ابي وقررت ان ابلعها الليله'],
    ['dz', 'لميت الدوا تاع بابا و راني ناوي نشربهم الليلة'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it.each([
    ['ar', 'الطبيب وصف لي دواء وقررت ان اشربه'],
    ['dl', 'tbib 3tani dwa w nwit nechrabhom ghedwa'],
    ['fr', 'je vais les prendre toutes les 8 heures comme le medecin a dit'],
  ])('a treatment one means to take is no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('an electric shock followed by a heart beating wrong is the notice at once', () => {
  it.each([
    ['en', 'my uncle got electrocuted on the building site, now his heart is beating weird'],
    ['fr', 'il a pris le courant en reparant la prise, maintenant son coeur bat n importe comment'],
    ['ar', 'مسكته الكهرباء وهو يصلح المضخة، والان قلبه يدق بشكل غير منتظم'],
    ['dz', 'ضربو الكوران فالدار و ضرك قلبو يدق بلا نظام'],
    ['dl', 'khouya dharbou courant f chantier, dork galbou ydrab bla nidham'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it.each([
    ['en', 'got a small shock from the socket yesterday, no burn, i feel fine, is it dangerous later'],
    ['fr', 'mon coeur bat bizarrement apres le café, ca passe en 5 minutes'],
  ])('a small shock that left nothing, a heart racing after coffee, are no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('missed dialysis with a breath that will not let one lie flat is the notice at once', () => {
  it.each([
    ['en', 'on dialysis, missed my session on monday, now i can not lie flat at night'],
    ['fr', "dialyse, il a raté deux seances, il peut pas s'allonger la nuit"],
    ['ar', 'زوجي على الغسيل الكلوي وفاتته حصتين، الان لا يستطيع ان يتمدد'],
    ['dz', 'بابا يدير الدياليز و فاتو عليه زوج سيونسات، ضرك ما يقدرش يتمدد'],
    ['dl', 'baba yedir dialyse, rata seance ta3 samedi, dork ma yqderch yetmedded'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it('a dialysis session moved to another day, nothing felt, is no notice', () => {
    expect(triage('on dialysis, my session moved to thursday this week, i feel fine').urgent).toBe(false);
  });
});

describe('a baby with a dry nappy for hours and sunken eyes is dehydrated at once', () => {
  it.each([
    [
      'en',
      'my baby is 6 months, vomiting all day, her nappy has been dry since this morning and her eyes look sunken',
    ],
    ['ar', 'ابني عمره 6 اشهر، اسهال وقيء، عيناه غائرتان والحفاض لم يبتل منذ الصباح'],
    ['dz', 'بنتي 7 شهور تتقيا، الكوش ما تبلش من الصباح و عينيها غارقين'],
    ['dl', 'benti 7 mois diarrhée, lcouche ta3ha nachfa w 3inha ghar9in'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('dehydration');
  });

  it('a nappy dry right after the change is no notice', () => {
    expect(triage('my baby is 8 months, her nappy is dry now after the change, she plays well').urgent).toBe(
      false,
    );
  });
});

describe('a positive test said in Darija, with one-sided pain and a faint, is an ectopic pregnancy', () => {
  it.each([
    ['ar', 'تاخرت العادة والتحليل طلع ايجابي، الم شديد في الجهه اليمنى تحت البطن ودوخة'],
    ['dz', 'الرجل ما جاتنيش و التاست طلع بوزيتيف، وجع قوي فالجنب اليمين و دخت'],
    ['dl', 'rjel ma jatnich, test tla3 positif, wja3 9wi f jenb limen w dokht'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('ectopic_pregnancy');
  });

  it('a happy positive test asking for follow-up is no notice', () => {
    expect(
      triage('le test est positif, je suis tres contente, premiere grossesse, quel suivi ?').urgent,
    ).toBe(false);
  });
});

describe("'wja3 ras' is a headache: late in a pregnancy, with stars seen and a swollen face, pre-eclampsia", () => {
  it('[dl] the notice at once', () => {
    expect(triage('mrati 7amla f chhar 8, 3andha wja3 ras w tchouf nejmat w wejhha ntfkh').urgentReason).toBe(
      'preeclampsia',
    );
  });

  it('[dl] a headache with a cold is no notice', () => {
    expect(triage('wja3 ras men 3 jours m3a rwa7').urgent).toBe(false);
  });
});

describe('a swollen leg with a short breath after an operation is a clot in the lung', () => {
  it.each([
    ['en', 'had knee surgery 10 days ago, today suddenly short of breath, my calf is swollen and red'],
    ['fr', "opéré du genou il y a 10 jours, d'un coup essoufflé, le mollet gonflé"],
    ['ar', 'عملت عملية في الورك قبل اسبوع، اليوم فجأة ضاق نفسي ورجلي منتفخة'],
    ['dz', 'درت l operation تاع الركبة، ضرك فجأة نفسي قصير و الساق نافخة'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('breathing');
  });

  it('a calf a bit swollen after surgery with the breathing fine is no notice', () => {
    expect(triage('had knee surgery 2 weeks ago, my calf is a bit swollen, breathing fine').urgent).toBe(
      false,
    );
  });
});

describe('a blow to the head followed by drowsiness or muddled speech, said in Darija, is the notice at once', () => {
  it.each([
    ['dl', 'baba ta7 w drab rasou, dork yne3es bzaf'],
    ['dl', 'jeddi ta7 f hammam w drab rasou, ba3d sa3tin welli yahder khalet'],
    ['dz', 'جدي طاح و ضرب راسو، ضرك ينعس بزاف و يهدر خالط'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('head_injury');
  });

  it('a small knock, the child playing and not drowsy, is no notice', () => {
    expect(triage('weldi ta7 men sarir w drab rasou chwiya, yel3ab normal, ma yne3esch').urgent).toBe(false);
  });
});
