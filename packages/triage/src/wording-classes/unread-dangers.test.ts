import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Dangers whose key word went unread: a wound still flowing after it was bound, an injection before
 * a throat that closes, a bare wire and 'the current hit me', a toddler found playing with pills and
 * now drowsy, one testicle ('bayda wa7da') in Darija, an intent to die said as a plan ('rani nawi
 * nmout'). And what must not alarm: a minor cut that has
 * stopped, a sewing needle, a current read on a meter, white eggs. Phrasings written for the tests,
 * in the five ways of writing.
 */

describe('a wound still flowing after it was bound is heavy bleeding', () => {
  it.each([
    ['en', 'cut my thigh on a glass sheet, we wrapped it with a shirt and the blood is still pouring'],
    ['fr', 'il s est coupe la main avec une scie, on a mis un torchon et le sang coule toujours'],
    ['ar', 'جرح ساقه بسكين وربطناها لكن الدم لا يزال يسيل'],
    ['dz', 'تجرح في يدو بالموس والدم يخرج، ربطناها ومازال يسيل'],
    ['dl', 'tjra7 f ydou b mouss, rbatnaha w mazal ysil dem'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('heavy_bleeding');
  });
});

describe('an injection before the throat closes is an allergic shock', () => {
  it.each([
    ['en', 'got a shot at the clinic ten minutes ago, now my throat is closing and my lips are swelling'],
    ['fr', 'apres la piqure a la pharmacie ma gorge se serre et ma langue gonfle'],
    ['ar', 'بعد الابرة عند الممرضة حلقي يضيق ولساني منتفخ'],
    ['dz', 'درت ابرة في الصيدلية ودروك حلقي راهو يتسد ولساني تنفخ'],
    ['dl', 'dert ebra 9bel chwiya, dork 7el9i ytsed w lsani tnfekh'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('anaphylaxis');
  });
});

describe('a bare wire or "the current hit me", then the heart beating wrong, is an electric injury', () => {
  it.each([
    ['en', 'the current hit me while fixing a socket, my heart is beating all over the place'],
    ['fr', 'le courant m a jete en reparant le tableau, depuis mon coeur bat n importe comment'],
    ['ar', 'لمس خيط كهرباء في الورشة وبعدها قلبه يدق بسرعة'],
    ['dz', 'شديت خيط عريان فالدار والكوران ضربني، قلبي يضرب بزربة'],
    ['dl', 'courant drabni ki kont nsalla7 prise, 9albi ydrob b zerba'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('electrocution');
    expect(r.urgent).toBe(true);
  });
});

describe('a toddler found playing with pills, now drowsy, is a poisoning', () => {
  it.each([
    ['en', 'found my 2 year old playing with pills from his grandmother bag, now very sleepy'],
    ['fr', 'mon fils de 2 ans jouait avec les comprimes de sa grand mere, il est somnolent'],
    ['ar', 'وجدت ابني عمره سنتان يلعب بالحبوب تاع جدته وهو الان ناعس'],
    ['dz', 'لقيت بنتي تلعب بالكاشيات تاع جدها وراهي ناعسة'],
    ['dl', 'l9it wldi ylabb b les comprimes ta3 jeddou, rah na3es bezzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe("one testicle in Darija ('bayda wa7da'), swollen and painful, is a torsion", () => {
  it.each([
    ['dl', 'wlidi 13 sna, wja3 kbir f bayda wa7da mn sbah w tqaya'],
    ['dl', 'nad fiya wja3 f lbayda limniya w ntfkhet, tqayit'],
    ['dz', 'ولدي عندو وجع كبير في البيضه ونفخت وتقيا'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('testicular_torsion');
  });
});

describe('what must not alarm', () => {
  it.each([
    ['en', 'small cut on my finger from paper, it stopped bleeding right away'],
    ['fr', 'je me suis pique le doigt avec une aiguille a coudre, une goutte de sang'],
    ['ar', 'وخزتني ابرة الخياطة في اصبعي وخرجت قطرة دم'],
    ['dz', 'كانت تلعب بالماء فالحمام ومن بعد رقدت مليح'],
    ['dl', 'wldi ykol bayda kol sbah, wach hadi mlih'],
    ['dl', 'ana na3sa bezzaf f l5edma ki nergod m3a 2'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe("'neither ... nor' after a denial denies both", () => {
  it.each([
    ['ar', 'قلبي يدق بسرعة شوية بعد القهوة، ما سقطت ولا غاب عليا الوعي'],
    ['dz', 'قلبي يخبط شوية، ما طحت ولا غاب عليا الوعي'],
    ['dl', 'galbi ydrab chwiya ba3d l9ahwa, ma 3andi la wja3 f sadri la dhi9 f nafs'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a denial does not reach past what it names: a faint or a chest pain said after it still alarms', () => {
  it.each([
    ['ar', 'ما سقطت ولكن غاب عليا الوعي دقيقة وقلبي يدق بسرعة'],
    ['dl', 'ma 3andi la skhana la kohba, sadri yeghsarni bezzaf w rah yhbet l dra3i lisri'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('seeing the board or the writing less well is not losing one’s sight', () => {
  it.each([
    ['en', 'i cant see the writing on the board at school anymore, do i need glasses'],
    ['fr', 'je vois plus bien le tableau en classe, il me faut des lunettes ?'],
    ['ar', 'لم اعد ارى الكتابة على السبورة جيدا، هل احتاج نظارات'],
    ['dz', 'ما وليتش نشوف مليح السبورة فالقسم، نحتاج لينات؟'],
    ['dl', 'ma wlitch nchouf lktaba f tableau, lazemni lunettes?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dz', 'فجأة ما وليتش نشوف بعيني الشمال'],
    ['dl', 'ma wlitch nchouf mli7 b 3ini limniya, jatni fjaa mn sbah'],
  ])('but a sight lost suddenly still alarms: [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('vision_loss');
  });
});

describe('a bleeding in pregnancy said to have stopped is asked about, not alarmed', () => {
  it.each([
    ['en', 'pregnant 10 weeks, some blood after the scan yesterday, the bleeding stopped, the baby is fine'],
    ['fr', 'enceinte de 3 mois, du sang apres l examen, le saignement s est arrete, le bebe va bien'],
    ['ar', 'حامل في الشهر الثالث، نزل دم بعد الفحص والنزيف توقف والجنين بخير'],
    ['dz', 'راني حامل 3 شهور، خرجلي الدم من بعد الفحص، الدم حبس والبيبي لاباس'],
    ['dl', 'rani 7amla 3 chhour, khrejli dem ba3d l fa7s, dem hbes w bebe labas'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeDefined();
  });

  it.each([
    ['en', 'pregnant 10 weeks, heavy bleeding this morning, it stopped but now strong pain in my belly'],
    ['dl', 'rani 7amla, khrejli dem bzaf, dem hbes bssah rani ndoukh'],
    ['ar', 'حامل في الشهر الثاني ونزل مني دم كثير'],
  ])('but with pain, a faint or in quantity it alarms: [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('pregnancy_bleeding');
  });
});

describe('an intent to die said as a plan or a decision is a suicide risk', () => {
  it.each([
    ['en', 'swallowed the whole box of my fathers tablets, i am planning to die before morning'],
    ['fr', 'j ai decide de mourir, j ai pris toute la boite de ma soeur'],
    ['ar', 'جمعت الحبوب وقررت ان اموت هذه الليلة'],
    ['dz', 'شربت الدوا تاع بابا كامل وراني ناوي نموت'],
    ['dl', 'klit les comprimes ta3 khti kaml, rani nawi nmout'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it.each([
    ['en', 'my heart races and i feel i am going to die, the ECG was normal'],
    ['dz', 'كي يجيني القلق نحس روحي غادي نموت، درت التحاليل كامل مليحين'],
  ])('a fear of dying is not a plan: [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).not.toBe('suicide');
  });
});
