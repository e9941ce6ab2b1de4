import type { Concept } from './types.ts';

/** Mood, anxiety, sleep, thoughts of self-harm and other mental-health concepts. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PSYCH: Concept[] = [
  {
    // A grown-up who swallowed a medicine and now sleeps, barely answers, or wants to be dead
    // (derived): an overdose, the psychiatrist's once the emergency is called; a child's stays the
    // pediatrician's.
    id: 'pills_on_purpose',
    w: { PSY: 4.5, GM: -3, NEU: -2.5, GAS: -1 },
    en: [],
    fr: [],
    ar: [],
    dz: [],
    dl: [],
  },
  {
    // A racing heart with worry and trembling, tingling or the fear of dying, or with the heart tests
    // already done, and no pain in the chest (derived): a panic attack, the psychiatrist's. A chest
    // pain, checked or not, keeps its cardiologist.
    id: 'panic_told',
    w: { PSY: 2.5, CAR: -2.5, NEU: -1 },
    en: [],
    fr: [],
    ar: [],
    dz: [],
    dl: [],
  },
  {
    // 'My heart is gripped' is how Darija says distress, not a cardiac symptom.
    // Darija's fright is 'خلعني' (it scared me), not a dislocation ('خلع').
    id: 'anxiety',
    w: { PSY: 3, CAR: 0.2 },
    en: ['anxiety', 'anxious', 'panic', 'panic attack', 'panic attacks', 'stress', 'stressed', 'worried all the time', 'nervous', 'fear', 'phobia', 'overthinking', 'stressed out', 'work stress', 'stress at work', 'pressure at work', 'pressure from work', 'stressed at work', 'worry about everything', 'worry all the time', 'worrying all the time', 'always worried', 'heavy hearted', 'heavy heart', 'worried sick', 'worry so much', 'exam stress', 'i panic', 'afraid im dying', 'always scared', 'scared all the time', 'scared something bad will happen', 'something bad will happen', 'can not go out alone', 'afraid to go out alone', 'terrified of dying', 'scared of dying', 'afraid of dying', 'check my pulse'],
    fr: ['anxiete', 'anxieux', 'anxieuse', 'angoisse', 'angoisses', 'crise d angoisse', 'crises d angoisse', 'crises de panique', 'crises d anxiete', 'crise de nerfs', 'crise de larmes', 'panique', 'crise de panique', 'stress', 'stresse', 'stressee', 'nerveux', 'nerveuse', 'peur', 'phobie', 'je stresse', 'stress au travail', 'pression au travail', 'pression du travail', 'surmenage', 'inquiete pour tout', 'inquiete tout le temps', 'toujours inquiet', 'toujours inquiete', 'je m inquiete', 'le coeur gros', 'coeur gros', 'stress des examens', 'angoisse du bac', 'peur de l examen', 'je panique', 'crise d angoisse', 'crises d angoisse', 'peur qu il arrive quelque chose', 'peur tout le temps', 'toujours peur', 'peur de sortir seul', 'peur de sortir seule', 'plus sortir seul', 'plus sortir seule'],
    ar: ['قلق', 'القلق', 'توتر', 'متوتر', 'خوف', 'هلع', 'نوبه هلع', 'رهاب', 'فوبيا', 'ضغط نفسي', 'عصبيه', 'ضغط العمل', 'ضغوط العمل', 'ضغط الشغل', 'ضغط الدراسه', 'ضغوطات', 'قلق دائم', 'قلق مستمر', 'ضيق في الخاطر', 'مكسور الخاطر', 'قلق الامتحان', 'قلق الامتحانات', 'خوف من الامتحان', 'نوبة هلع', 'نوبات هلع', 'خائف دائما', 'اخاف ان يحدث شيء', 'سيحدث شيء سيء', 'لا استطيع الخروج وحدي', 'اخاف الخروج وحدي', 'قلبي مقبوض', 'قلبي منقبض', 'قلبي مغموم', 'اتقلق بزاف', 'اتقلق كثيرا', 'اقلق كثيرا'],
    dz: ['مقلق', 'مقلقه', 'قلقان', 'خايف', 'خايفه', 'نخاف', 'الخلعه', 'مخلوع', 'خلعني', 'خلعتني', 'خلعنا', 'خلعتنا', 'خلعها', 'خلعو', 'تخلعت', 'تخلعنا', 'نتخلع', 'متنرفز', 'نتنرفز', 'ستراس', 'الستراس', 'ضايق', 'ضايقه', 'مضايق', 'الضيقه نتاع الخاطر', 'خاطري ضايق', 'النرفزه', 'لانارف', 'مستريسي', 'ستريسي', 'مستريسيه', 'ضغط الخدمه', 'ستراس تاع الخدمه', 'ضغط القرايه', 'ديما مقلق', 'ديما مقلقه', 'نخمم بزاف', 'قلبي مقبوض', 'خاطري مقبوض', 'مخنوق', 'مخنوقه', 'القلق', 'قلق', 'القلق تاع الباك', 'الخوف من الباك', 'مخنوق من الخدمه', 'مخنوق من الدنيا', 'راني مخنوق من', 'مقلق ومخنوق', 'نقول راني رايح نموت', 'نخاف نموت', 'نحس روحي رايح نموت', 'رايح نموت', 'كريز دانغواس', 'كريز تاع لانغواس', 'لانغواس', 'يقلق بزاف', 'تقلق بزاف', 'ولا يقلق', 'ولات تقلق', 'ديما خايف', 'ديما خايفه', 'نخاف يصرالي حاجه', 'نخاف تصرا حاجه', 'ما نقدرش نخرج وحدي', 'ما نخرجش وحدي', 'قلبي مغمم', 'قلبي ضايق', 'قلبي مخنوق', 'قلبي مغموم', 'نتقلق بزاف', 'اتقلق بزاف', 'كي نتقلق', 'نتخلع', 'نتخلعو', 'قلبي يضيق', 'قلبي يتضيق'],
    dl: ['mqalaq', 'mqallaq', 'mqelleq', 'qalaq', 'qalqan', 'khayef', 'khayfa', 'nkhaf', 'khlaa', 'tkhle3t', 'tkhla3t', 'tkhal3et', 'ntkhle3', 'tkhle3', 'lkhalaa', 'makhlou', 'mnarvi', 'mtnarfez', 'ntnarfez', 'stress', 'stresse', 'stressi', 'dayeq', 'dayqa', 'mdayeq', 'khatri dayeq', 'lanerf', 'nerfs', 'narvous', 'angoisse', 'mstressi', 'mstresya', 'stress ta lkhedma', 'pression ta lkhedma', 'dhaght lkhedma', 'daght lkhedma', 'stress f lkhedma', 'dima mqalaq', 'dima mqalqa', 'nkhamem bzaf', '9albi m9boud', '9elbi m9boud', 'khatri m9boud', 'mkhnouq', 'mkhnouqa', 'qalq', 'lqalq', 'l qalq', '9al9', 'l9al9', 'qalq ta bac', 'khouf ta bac', 'mkhnou9 mn lkhedma', 'mkhnou9 mel khedma', 'mkhnou9 men lkhedma', 'mkhnou9 mn denya', 'rani mkhnou9 mn', 'n9oul rani ray7 nmout', 'nkhaf nmout', 'nstressi', 'ki nstressi', 'n7ess rou7i ghadi nmout', 'ghadi nmout', 'ray7 nmout', 'kriz dangwas', 'crise dangoisse', 'crise d angoisse', 'angoisse', 'ylanguwas', 'y9la9 bzaf', 'wella y9la9', 't9la9 bzaf', 'dima khayef', 'dima khayfa', 'nkhaf ysrali chi haja', 'nkhaf tesra haja', 'ma nqderch nokhroj wahdi', 'ma nokhrojch wahdi', 'galbi mqboud', 'galbi mghamem', 'qalbi mghamem', 'galbi mkhnouq', 'qalbi mkhnouq', 'galbi dayeq', 'qalbi dayeq', 'galbi ydiq', 'qalbi ydiq', 'galbi ydi9'],
  },
  {
    id: 'depression',
    w: { PSY: 3.5 },
    en: ['depression', 'depressed', 'sad', 'divorce', 'grief', 'grieving', 'bereavement', 'mourning', 'feel empty', 'nothing makes me happy', 'no pleasure in anything', 'dont want to see anyone', 'dont leave the house anymore', 'never leave my room', 'stay alone all the time', 'withdrawn', 'sad all the time', 'sadness', 'hopeless', 'empty inside', 'lost interest', 'no motivation', 'crying all the time', 'lonely', 'feeling low', 'feel low', 'can not enjoy', 'no pleasure', 'mentally exhausted', 'mentally tired', 'mentally drained', 'emotionally exhausted', 'emotionally drained', 'life has no meaning', 'no meaning', 'life is pointless', 'worthless', 'dark thoughts', 'the world feels narrow', 'since my divorce', 'dont want to go out', 'nothing interests me', 'nothing pleases me', 'dont enjoy anything', 'do not enjoy anything', 'havent wanted to go out', 'dont feel like going out', 'nothing makes me want'],
    fr: ['depression', 'deprime', 'deprimee', 'deuil', 'divorce', 'me sens vide', 'sens vide', 'plus gout a rien', 'gout a rien', 'rien ne me fait plaisir', 'triste', 'tristesse', 'desespere', 'plus envie de rien', 'je sors plus de la maison', 'sors plus de ma chambre', 'envie de rien', 'pleure tout le temps', 'cafard', 'mal etre', 'plus de plaisir', 'moral a zero', 'fatigue moralement', 'fatiguee moralement', 'epuise moralement', 'epuisee moralement', 'moral bas', 'la vie n a plus de sens', 'plus de sens', 'sans espoir', 'je ne sers a rien', 'idees noires', 'en deuil', 'depuis mon divorce', 'envie de voir personne', 'envie de sortir', 'rien ne m interesse', 'rien ne me plait', 'plus envie de sortir', 'j ai plus envie de sortir', 'envie de rien faire'],
    ar: ['اكتئاب', 'الاكتئاب', 'الحزن', 'وفاه', 'الطلاق', 'الفقد', 'مكتئب', 'مكتئبه', 'حزن', 'حزين', 'حزينه', 'ياس', 'فقدان الامل', 'لا رغبه', 'الشعور بالوحده', 'اشعر بالوحده', 'اعاني من الوحده', 'وحيد', 'وحيده', 'فقدان الرغبه', 'لا استمتع', 'فقدت الاهتمام', 'متعب نفسيا', 'متعبه نفسيا', 'مرهق نفسيا', 'منهك نفسيا', 'تعبان نفسيا', 'الحياه بلا معنى', 'لا معنى لحياتي', 'فقدت الامل', 'يائس', 'يائسه', 'الحزن', 'حزن شديد', 'افكار سوداء', 'افكار سوداويه', 'لا ارغب في الخروج', 'لا اريد رؤيه الناس', 'بعد طلاقي', 'طلاقي', 'لا شيء يعجبني', 'لم يعد شيء يعجبني', 'لم اعد ارغب في الخروج', 'لا ارغب في شيء', 'لم اعد استمتع بشيء'],
    dz: ['مقنط', 'مقنطه', 'ما نحبش نشوف حتى واحد', 'ما نخرجش من الدار', 'ما نخرجش من البيت', 'نحب نقعد وحدي', 'ديما وحدي', 'قنطت', 'القنطه', 'حزين', 'مهموم', 'مهمومه', 'نبكي', 'نبكي بزاف', 'ماعنديش رغبه', 'حتى حاجه ما تعجبني', 'خاطري مكسور', 'الدبريسيون', 'مدبريمي', 'ما عندي خاطر لوالو', 'ماعندي خاطر', 'عيان في نفسيتي', 'عيانه في نفسيتي', 'نفسيتي تعبانه', 'نفسيتي راهي طايحه', 'مورالي طايح', 'الحياه ما عندها حتى معنى', 'ما عندي حتى امل', 'قاطع الياس', 'قاطعه الياس', 'مدبرس', 'مدبرسه', 'دبريسيون', 'كلش ما عادش يعجبني', 'والو ما يعجبني', 'ما بغيتش نشوف حتى واحد', 'الحزن', 'الدنيا ضيقه عليا', 'ولات الدنيا ضيقه', 'ضاقت بيا الدنيا', 'افكار كحله', 'الافكار الكحلين', 'ما عندي خاطر', 'ما عندي خاطر لحتى حاجه', 'ما نحبش نخرج', 'ما نحبش نشوف الناس', 'تطلقت', 'من كي تطلقت', 'الطلاق', 'كلش ما يعجبنيش', 'ما حبيتش نخرج', 'ما بغيتش نخرج', 'ما عندي خاطر نخرج'],
    dl: ['mqanet', 'mqanta', 'qnatt', 'qanta', 'hzin', 'hazin', 'hzina', 'mhmoum', 'mahmoum', 'nebki', 'nabki', 'ma andich raghba', 'depression', 'deprime', 'depressi', 'mdepressi', 'deprimi', 'depri', 'mdeprimi', 'dibrisyon', 'khatri mkasser', 'ma nheb nchouf hta wahed', 'nheb nqaad wahdi', 'ma andi khater', 'mandi khater', 'ma andi khatar', 'ayan f nafsiti', 'ayana f nafsiti', 'nafsiti tabana', 'nefsiti tayha', 'morali tayah', 'moral tayah', 'hyati ma andha hatta maana', 'ma andi hatta amal', 'qatea lyas', 'qataa lyas', 'mdebres', 'mdabres', 'mdebresa', 'mdabresa', 'ma nkhrejch mn dar', 'ma nkhrejch men dar', 'ma nkhrejch mn bit', 'ma nkhrejch men bit', 'ma tkhrejch mn dar', 'koulchi ma3adch y3jebni', 'walou ma y3jebni', 'hta 7aja ma t3jebni', 'ma bghitch nchouf 7ta 7ad', 'l7ozn', 'lhozn', '7ozn', 'n7ass b l7ozn', 'ddenya dayqa 3liya', 'dhaqet biya ddenya', 'afkar k7al', 'afkar ka7la', 'idées noires', 'ma 3andi khater', 'ma 3andich khater', 'ma n7ebch nkhrej', 'ma n7ebch nchouf nas', 'tla9t', 'tetla9t', 'mn ki tla9t', 'kolch ma y3jebnich', 'koulch ma y3jebnich', 'koulchi ma y3jebnich', 'ma y3jebni walou', 'ma 7ebbitch nokhrej', 'ma 7abitch nokhrej', 'ma hebbitch nokhrej', 'ma bghitch nokhrej', 'ma n7ebch nokhrej', 'ma 3andi khater nokhrej'],
  },
  {
    id: 'heartbreak',
    w: { PSY: 3 },
    en: ['broken heart', 'heartbroken', 'heart is broken', 'my heart broke', 'breakup', 'break up', 'broke up', 'separation', 'she left me', 'he left me'],
    fr: ['coeur brise', 'chagrin d amour', 'peine de coeur', 'separation', 'rupture', 'm a quitte', 'm a quittee'],
    ar: ['قلبي مكسور', 'قلب مكسور', 'قلبي مجروح', 'الفراق', 'فراق', 'الانفصال', 'انفصال', 'تركني', 'تركتني'],
    dz: ['قلبي مجروح', 'قلبي مكسور', 'الفراق', 'فارقتني', 'فارقني', 'خلاتني', 'خلاني', 'تفارقنا'],
    dl: ['qalbi mjrouh', 'qalbi mkasser', 'qalbi mkesser', 'lfiraq', 'l firaq', 'fraq', 'tfaraqna', 'tfarqna', 'khallatni', 'khalatni', 'khallani'],
  },
  {
    id: 'suicidal',
    w: { PSY: 5 },
    en: ['finish myself off', 'finish myself', 'end myself', 'thoughts of hurting myself', 'thoughts of harming myself', 'ideas of hurting myself', 'suicide', 'suicidal', 'planning to die', 'decided to die', 'kill myself', 'better off without me', 'i am a burden', 'ending it all', 'end it all', 'better off dead', 'dark thoughts', 'no point in living', 'no point living', 'life is pointless', 'dont want to live', 'do not want to live', 'end my life', 'want to die', 'wanna die', 'take my life', 'self harm', 'hurt myself', 'cutting myself', 'no reason to live', 'want to disappear forever', 'wish i was dead', 'wish i were dead', 'wish i could die', 'thinking of ending', 'ending my life', 'jump off', 'throw myself', 'in order to die', 'hang myself', 'cut my wrists', 'slit my wrists', 'cut myself', 'hurting myself', 'harm myself', 'harming myself', 'dont want to be alive', 'take my own life', 'no point anymore', 'dont see the point', 'never wake up', 'no way out', 'kill herself', 'kill himself', 'killing herself', 'killing himself', 'wants to die', 'hurt herself', 'hurt himself', 'end her life', 'end his life', 'take her own life', 'take his own life', 'will jump from', 'going to jump from', 'jump from the balcony', 'jump off the balcony', 'jump from the roof', 'jump off the roof', 'jump off a bridge', 'jump from the bridge', 'jump out of the window', 'standing on the edge', 'stood on the edge', 'throw herself', 'throw himself', 'kill yourself', 'telling her to kill herself', 'telling him to kill himself', 'dont want to wake up', 'do not want to wake up', 'never want to wake up', 'swallow them all', 'take them all tonight', 'telling me to kill myself', 'tell me to kill myself', 'telling me to hurt myself', 'sick of life', 'tired of life', 'tired of living', 'fed up with life', 'sick of living', 'cant bear this life', 'cant stand this life anymore', 'cant take this life anymore', 'idea to hurt myself', 'ideas to hurt myself', 'idea of hurting myself', 'idea to end my life', 'ideas to end my life', 'idea to kill myself', 'thoughts to hurt myself', 'thought of hurting myself', 'want to sleep and never wake up', 'wants to sleep and never wake up', 'wants to sleep and not wake up', 'want to go to sleep and never wake up', 'wish i could sleep and never wake up', 'better without him', 'better without her', 'better off without him', 'better off without her', 'better without me'],
    fr: ['idees de me faire du mal', 'idee de me faire du mal', 'pensees de me faire du mal', 'envie de me faire du mal', 'suicide', 'suicidaire', 'decide de mourir', 'compte mourir', 'idees noires', 'mieux sans moi', 'serait mieux sans moi', 'je suis un fardeau', 'la vie n a plus de sens', 'vie n a plus de sens', 'vois plus l interet de vivre', 'plus l interet de vivre', 'me suicider', 'me tuer', 'mettre fin a mes jours', 'envie de mourir', 'veux mourir', 'en finir', 'me faire du mal', 'automutilation', 'plus envie de vivre', 'disparaitre pour toujours', 'envie d en finir', 'je veux mourir', 'mettre fin a ma vie', 'me jeter', 'sauter du', 'pour mourir', 'me pendre', 'coupe les veines', 'couper les veines', 'ouvert les veines', 'ouvrir les veines', 'me scarifie', 'scarifications', 'me mutiler', 'taillade les poignets', 'veux plus vivre', 'ne veux plus vivre', 'en peux plus de vivre', 'peux plus de vivre', 'ne plus me reveiller', 'aucune raison de vivre', 'se suicider', 'se tuer', 'veut mourir', 'se faire du mal', 'mettre fin a ses jours', 'en finir avec la vie', 'idees suicidaires', 'idee suicidaire', 'sauter du balcon', 'sauter par la fenetre', 'sauter du pont', 'sauter du toit', 'se jeter du', 'se jeter par la fenetre', 'se jeter sous', 'au bord du balcon', 'sur le rebord', 'tue toi', 'lui disent de se tuer', 'veux plus me reveiller', 'veux pas me reveiller', 'pas me reveiller demain', 'les avaler toutes', 'tout avaler ce soir', 'me disent de me tuer', 'lui disent de se tuer', 'marre de la vie', 'marre de vivre', 'fatigue de vivre', 'fatiguee de vivre', 'las de vivre', 'lasse de vivre', 'supporte plus cette vie', 'supporte plus la vie', 'idee de me tuer', 'idees de me tuer', 'pensees de mettre fin', 'idee d en finir', 'veut dormir et plus se reveiller', 'veut dormir et ne plus se reveiller', 'veux dormir et ne plus me reveiller', 'veux dormir et plus me reveiller', 'envie de dormir et ne plus me reveiller', 'envie de dormir pour toujours', 'mieux sans lui', 'mieux sans elle', 'seraient mieux sans lui', 'seraient mieux sans elle'],
    ar: ['انهي حياتي', 'سانهي حياتي', 'افكار لايذاء نفسي', 'فكره ايذاء نفسي', 'افكار ايذاء نفسي', 'انتحار', 'الانتحار', 'انوي ان اموت', 'قررت ان اموت', 'انتحر', 'افضل بدوني', 'احسن بلا بيا', 'عبء على الجميع', 'الحياه بلا معني', 'لا معني للحياه', 'اقتل نفسي', 'انهاء حياتي', 'اريد ان اموت', 'افكار انتحاريه', 'ايذاء نفسي', 'لا اريد العيش', 'انهي حياتي', 'اضع حدا لحياتي', 'اتمنى الموت', 'اريد الموت', 'افكر في الموت', 'ارمي نفسي', 'اشنق نفسي', 'لكي اموت', 'حتى اموت', 'قطعت عروقي', 'قطع شراييني', 'قطعت شرايين', 'جرحت نفسي', 'اؤذي نفسي', 'اذيت نفسي', 'لا اريد ان اعيش', 'لم اعد احتمل', 'انام ولا اصحو', 'سئمت من الحياه', 'سئمت الحياه', 'تعبت من الحياه', 'لا فائده من حياتي', 'تقتل نفسها', 'يقتل نفسه', 'تنتحر', 'ينتحر', 'تريد ان تموت', 'يريد ان يموت', 'تؤذي نفسها', 'يؤذي نفسه', 'تنهي حياتها', 'ينهي حياته', 'يقفز من الشرفه', 'تقفز من الشرفه', 'يقفز من السطح', 'تقفز من السطح', 'يرمي نفسه من', 'ترمي نفسها من', 'على حافه السطح', 'يلقي بنفسه', 'تلقي بنفسها', 'انام ولا استيقظ', 'لا استيقظ ابدا', 'انام ولا اصحو ابدا', 'اقتل نفسك', 'اقتلي نفسك', 'اقتل روحك', 'اقتلي روحك', 'لا اريد ان استيقظ', 'لا اريد ان اصحو', 'ابتلاعها كلها', 'ابتلعها كلها', 'اشربها كلها', 'تقول لي اقتل نفسك', 'مللت من الحياه', 'كرهت الحياه', 'لا اريد ان اكون عبئا', 'لا يريد ان يكون عبئا', 'لا تريد ان تكون عبئا', 'عبئا على احد', 'لم اعد احتمل هذه الحياه', 'لم اعد اطيق الحياه', 'لم يعد عندي اي سبب لاكمل', 'لم يعد لي اي سبب لاكمل', 'لم يعد عندي سبب لاكمل', 'لم يعد عندي سبب للعيش', 'افكار باني اؤذي نفسي', 'افكار باني نؤذي نفسي', 'افكار اني اؤذي نفسي', 'افكار بان اؤذي نفسي', 'افكار لاذيه نفسي', 'فكره اذيه نفسي', 'اريد ان انام ولا استيقظ', 'تريد ان تنام ولا تستيقظ', 'يريد ان ينام ولا يستيقظ', 'اتمنى ان انام ولا استيقظ', 'افضل بدونه', 'افضل بدونها', 'احسن بدونه', 'احسن بدونها'],
    dz: ['نكمل على روحي', 'نكمل على حياتي', 'تكمل على روحها', 'يكمل على روحو', 'نخلص على روحي', 'افكار باش نضر روحي', 'فكره باش نأذي روحي', 'نخمم نضر روحي', 'نقتل روحي', 'نقتل نفسي', 'ناوي نموت', 'نويت نموت', 'ناويه نموت', 'خير بلا بيا', 'يرتاحو مني', 'عيت من الدنيا', 'عييت من الدنيا', 'مليت من الدنيا', 'حاب نموت', 'نحب نموت', 'ما عندي حتى سبه باش نعيش', 'نحب نروح من هاد الدنيا', 'الدنيا ما عادتش عاجبتني', 'نقطع عروقي', 'بغيت نموت', 'نسويسيدي', 'نريح روحي', 'نتنحر', 'ننتحر', 'نحرق روحي', 'ما نحبش نعيش', 'مليت من حياتي', 'نجرح روحي', 'نتمنى نموت', 'نحب نغبر', 'حاب نغبر', 'نرمي روحي', 'نلوح روحي', 'باش نموت', 'نشنق روحي', 'نخمم ننتحر', 'قطعت عروقي', 'جرحت روحي', 'ضربت روحي بالموس', 'ما بغيتش نعيش', 'حابه نموت', 'نخمم نموت', 'نفكر نموت', 'نتمنى الموت', 'عيان من الدنيا', 'كرهت حياتي', 'ما عندي علاش نعيش', 'نتحر', 'تقتل روحها', 'يقتل روحو', 'يقتل روحه', 'حابه تموت', 'حاب يموت', 'تحب تموت', 'يحب يموت', 'تنتحر', 'ينتحر', 'تجرح روحها', 'يجرح روحو', 'ما حبتش تعيش', 'ما حبش يعيش', 'ترمي روحها', 'يرمي روحو', 'تنقز من البالكون', 'ينقز من البالكون', 'تنقز من السطح', 'ينقز من السطح', 'نطيش روحي', 'تطيش روحها', 'يطيش روحو', 'نرقد وما نفيقش', 'نرقد وما نوضش', 'اقتل روحك', 'اقتلي روحك', 'قتل روحك', 'ما نحبش نفيق', 'ما حبيتش نفيق', 'ما نحبش نوض غدوا', 'نبلعهم كامل', 'نشربهم كامل', 'ما يحبش يفيق', 'ما تحبش تفيق', 'يقولولي اقتل روحك', 'تقولي اقتل روحك', 'عييت من الحياه', 'عيت من الحياه', 'عيت من هاد الحياه', 'عييت من هاد الحياه', 'كرهت الحياه', 'مليت من الحياه', 'ما بقيتش نستحمل هاد الحياه', 'ما بقيتش نستحمل الحياه', 'ما بقيتش نحمل هاد الدنيا', 'افكار نأذي روحي', 'افكار ناذي روحي', 'افكار نضر روحي', 'افكار باش نأذي روحي', 'نحب نرقد وما نفيقش', 'تحب ترقد وما تفيقش', 'يحب يرقد وما يفيقش', 'حابه ترقد وما تفيقش', 'بغيت نرقد وما نفيقش', 'خير بلا بيه', 'خير بلا بيها', 'يرتاحو منو', 'يرتاحو منها'],
    dl: ['nkammel 3la rou7i', 'nkamel 3la rou7i', 'nkmel 3la rou7i', 'nkammel 3la 7yati', 'tkammel 3la rou7ha', 'ykammel 3la rou7ou', 'afkar bach ndor rou7i', 'fikra bach ndor rou7i', 'nkhamem ndor rou7i', 'nqtel rouhi', 'naqtel rohi', 'nawi nmout', 'nwit nmout', 'nawya nmout', 'khir bla biya', 'yertahou menni', 'ayit mn denya', 'mellit mn denya', 'hab nmout', 'nheb nrouh mn had denya', 'ma andi hta sebba bach naich', 'nqataa arougi', 'nqtl rohi', 'nqtel rohi', 'nheb nmout', 'bghit nmout', 'nbghi nmout', 'nebghi nmout', 'nsuicidi', 'nsuisidi', 'ntenhar', 'nentahar', 'nharaq rohi', 'ma nhebch naich', 'mellit mn hyati', 'njrah rohi', 'suicide', 'ntmana nmout', 'nheb nghber', 'hab nghber', 'nqtal rohi', 'nermi rohi', 'nlawah rohi', 'bach nmout', 'bech nmout', 'nchnaq rohi', 'nantahar', '9ta3t 3rou9i', 'n9ta3 3rou9i', 'qta3t 3rou9i', 'jra7t rou7i', 'njra7 rou7i', 'drabt rou7i bel mous', 'ma bghitch n3ich', 'ma n7ebch n3ich', 'n7eb nmout', '7ab nmout', '7aba nmout', 'nkhamem nmout', 'nkhamam nmout', 'nfakar nmout', 'nfekker nmout', 'nitmanna lmout', 'ayan mn denya', 'krht hyati', 'nertah mn kolch', 'nrtah mn kolch', 'nertah mn had denya', 'nrtah mn denya', 'nertah mn hyati', 'nqatel rouhi', 'nhab nmout', 'bch nmout', 'ma andi sbab bch naich', 'ma andi alach naich', 'nroh w nrtah', 't9tel rou7ha', 'tqtel rouhha', 'y9tel rou7ou', 'yqtel rouhou', 'haba tmout', '7aba tmout', 'hab ymout', '7ab ymout', 'theb tmout', 'yheb ymout', 'tentahar', 'yentahar', 'tjra7 rou7ha', 'yjra7 rou7ou', 'termi rou7ha', 'yermi rou7ou', 'termi rohha', 'yermi rohou', 'tnegez mel balcon', 'ynegez mel balcon', 'nnegez mel balcon', 'tnagez men sta7', 'ynagez men sta7', 'ntayech rou7i', 'ttayech rou7ha', 'ytayech rou7ou', 'nr9od w ma nfi9ch', 'nerqod w ma nfiqch', 'a9tel rou7ek', 'a9tli rou7ek', '9tel rou7ek', '9tli rou7ek', 'ma n7ebch nnod', 'ma n7ebch nfi9', 'ma nhebch nnoud', 'ma n7abch nfi9', 'ma y7ebch ynod', 'ma t7ebch tnod', 'nbal3hom kamel', 'nechrobhom kamel', 'y9oulouli a9tel rou7ek', 't9ouli a9tel rou7ek', 'ayit mn lhayat', 'ayit mn hadi lhayat', 'ayit mn had lhayat', 'ayit mn hyati', 'ayit mn hadi denya', 'mellit mn lhayat', 'krht mn lhayat', 'kre7t mn lhayat', 'krehte lhayat', 'ma bqitch nsta7mel had lhayat', 'ma b9itch nesta7mel', 'ma b9itch nsta7mel', 'ma bqitch nesta7mel', 'ma bqitch nsta7mel lhayat', 'ma bqitch nsta7mel had denya', 'afkar n2adi rou7i', 'afkar nadi rouhi', 'afkar ndor rou7i', 'nheb nr9od w ma nfi9ch', 'theb tr9od w ma tfi9ch', 'yheb yr9od w ma yfi9ch', 'bghit nr9od w ma nfi9ch', '7aba tr9od w ma tfi9ch', 'khir bla bih', 'khir bla biha', 'yertahou mno', 'yertahou menha'],
  },
  {
    id: 'sleep',
    w: { PSY: 2.2, NEU: 0.8, GM: 0.3 },
    en: ['insomnia', 'cant sleep', 'not sleeping', 'sleep', 'sleepless', 'trouble sleeping', 'nightmares', 'wake up at night', 'sleep little', 'sleep very little', 'hardly sleep', 'stopped sleeping', 'can no longer sleep'],
    fr: ['insomnie', 'dors pas', 'dors plus', 'sommeil', 'dormir', 'cauchemars', 'nuits blanches', 'reveille la nuit', 'dors peu', 'dors tres peu', 'dors mal', 'je dors plus', 'arrive plus a dormir'],
    ar: ['ارق', 'الارق', 'قله النوم', 'لا انام', 'النوم', 'كوابيس', 'اضطراب النوم', 'سهر', 'انام قليلا', 'نوم قليل', 'لا انام جيدا'],
    dz: ['ما نرقدش', 'مانرقدش', 'ما جانيش النوم', 'ما يجينيش النعاس', 'الرقاد', 'النعاس', 'نسهر', 'كوشمار', 'ما رقدتش', 'مارقدتش', 'نرقد شويه', 'ما نرقدش مليح', 'ما ولاتش نرقد', 'ما وليتش نرقد', 'ما بقيتش نرقد', 'ما عادش نرقد', 'ما ولاش يرقد', 'ما ولاتش ترقد'],
    dl: ['ma nrqodch', 'manrqodch', 'ma nerqodch', 'ma nergodch', 'manargodch', 'ma jani nom', 'ma janich rqad', 'rqad', 'nsahar', 'cauchemar', 'kochmar', 'ma rqadtch', 'insomnie', 'nrqod chwiya', 'ma nrqodch mlih', 'ma wlatch nr9od', 'ma wellitch nr9od', 'ma wlitch nrqod', 'ma b9itch nr9od', 'ma bqitch nrqod', 'ma wlach yr9od', 'ma wlatch tr9od'],
  },
  {
    id: 'psychosis',
    w: { PSY: 4 },
    en: ['hearing voices', 'hear voices', 'hallucinations', 'hallucinating', 'seeing things', 'paranoid', 'paranoia', 'schizophrenia', 'bipolar', 'mania', 'manic', 'psychosis', 'voices no one else can hear', 'hear things others do not', 'talks to himself', 'talking to himself', 'people are following him', 'people following her', 'says people are following him', 'thinks people are after him'],
    fr: ['entend des voix', 'entends des voix', 'hallucinations', 'paranoia', 'paranoiaque', 'schizophrenie', 'bipolaire', 'psychose', 'delire', 'des voix que personne n entend', 'j entends des voix', 'entendre des voix', 'parle tout seul', 'parle seul', 'on le suit', 'on la suit', 'des gens le suivent', 'entend des voix', 'croit qu on le suit'],
    ar: ['هلوسه', 'هلاوس', 'يسمع اصوات', 'اسمع اصوات', 'فصام', 'الفصام', 'ثنائي القطب', 'جنون', 'ذهان', 'بارانويا', 'اسمع اصواتا', 'اصواتا', 'يتكلم وحده', 'يتحدث مع نفسه', 'يلاحقونه', 'يتبعونه', 'يسمع اصوات', 'يقول ان الناس تتبعه'],
    dz: ['نسمع في اصوات', 'يسمع في اصوات', 'يشوف حوايج', 'مهبول', 'مهبوله', 'الهبال', 'تهبل', 'مسكون', 'يهدر وحدو', 'شيزوفريني', 'نسمع صوات', 'نسمع فالصوات', 'صوات ما يسمعهمش', 'نسمع حوايج', 'يتكلم وحدو', 'ناس يتبعوها', 'ناس يتبعوه', 'كاين ناس يتبعوه', 'نسمع اصوات', 'يسمع اصوات', 'تسمع اصوات', 'نسمع الاصوات', 'يسمع صوات', 'يسمع الاصوات', 'الناس تابعينو', 'يقول الناس تابعينو', 'تسمع صوات', 'تسمع الاصوات', 'الناس تابعينها', 'الناس تابعيني'],
    dl: ['nesmaa aswat', 'ysmaa aswat', 'ychouf hwayej', 'mahboul', 'mehboul', 'mahboula', 'lhbal', 'thbel', 'yehder wahdou', 'schizo', 'bipolaire', 'nesma swat', 'nsma aswat', 'nesma aswat', 'swat ma ysmaahomch', 'nesma hwayej', 'yetkellem wa7dou', 'ytkellem wahdou', 'nas yetb3ouh', 'nas ytab3ouh', 'kayen nas ychoufouh', 'nsma3 sotat', 'nesma3 sotat', 'nsma3 sowat', 'ysma3 sotat', 'tesma3 sotat', 'nsma3 swat', 'sotat y9oulouli', 'sowat y9oulouli', 'ysma des voix', 'yesma des voix', 'tesma des voix', 'nesma des voix', 'nsma des voix', 'tsma des voix', 'des voix', 'ysma3 sout', 'ysma3 swat', 'ysma3 aswat', 'nass tab3inou', 'y9oul nass tab3inou', 'ysma3 des voix', 'tesma3 swat', 'tesma3 sout', 'tasma3 aswat', 'nass tab3inha', 'nass tab3ini', 'nesma3 swat'],
  },
  {
    id: 'ptsd',
    w: { PSY: 3.4 },
    en: ['flashbacks', 'flashback', 'ptsd', 'post traumatic', 'traumatized', 'nightmares since'],
    fr: ['flashbacks', 'stress post traumatique', 'traumatise', 'traumatisee', 'cauchemars depuis'],
    ar: ['صدمه نفسيه', 'كرب ما بعد الصدمه', 'مصدوم', 'كوابيس منذ'],
    dz: ['مصدوم', 'ما نساش واش صرا', 'نعاود نشوف الحادث'],
    dl: ['masdoum', 'traumatise', 'flashback'],
  },
  {
    id: 'ocd',
    w: { PSY: 3.5 },
    en: ['ocd', 'obsessive', 'obsessions', 'compulsive', 'intrusive thoughts', 'wash my hands over and over', 'washing my hands all the time', 'cannot stop washing'],
    fr: ['toc', 'troubles obsessionnels', 'obsession', 'obsessions', 'pensees obsedantes', 'lave les mains', 'laver les mains', 'je verifie sans arret'],
    ar: ['وسواس', 'الوسواس', 'الوسواس القهري', 'افكار وسواسيه', 'اغسل يدي كثيرا', 'غسل اليدين باستمرار', 'اعيد الوضوء', 'لا استطيع التوقف عن'],
    dz: ['الوسواس', 'موسوس', 'موسوسه', 'وسواس', 'نغسل يديا بزاف', 'نعاود نغسل', 'نعاود الوضوء', 'نعاود نشوف الباب'],
    dl: ['wswas', 'waswas', 'wasswas', 'lwaswas', 'mwaswas', 'mwesswes', 'nghsel ydiya bzaf', 'naawed nghsel', 'naawed lwodou', 'nghsel ydi kol chwiya', 'naawed nchouf lbab'],
  },
  {
    id: 'addiction',
    w: { PSY: 3.5 },
    en: ['addiction', 'addicted', 'drugs', 'drug use', 'cannabis', 'alcohol', 'alcoholic', 'withdrawal', 'pills abuse'],
    fr: ['addiction', 'dependance', 'drogue', 'drogues', 'cannabis', 'alcool', 'alcoolique', 'sevrage', 'toxicomanie'],
    ar: ['ادمان', 'الادمان', 'مدمن', 'مخدرات', 'كحول', 'حشيش', 'الخمر'],
    dz: ['الزطله', 'زطله', 'القرقوبي', 'قرقوبي', 'الكاشيات', 'نشرب الشراب', 'الشراب', 'مدمن', 'الكيف'],
    dl: ['zatla', 'zetla', 'qarqoubi', 'karkoubi', 'kachiyat', 'chrab', 'lechrab', 'mdmen', 'moudmen', 'kif', 'drogue'],
  },
  {
    id: 'psych_general',
    w: { PSY: 3.2 },
    en: ['psychiatrist', 'psychologist', 'mental health', 'mental', 'psychological', 'therapy', 'mood swings', 'anger', 'burnout', 'trauma flashbacks', 'ptsd', 'adhd', 'autism', 'cant concentrate', 'concentrate', 'concentration', 'focus'],
    fr: ['psychiatre', 'psychologue', 'sante mentale', 'psychologique', 'moral', 'humeur', 'sautes d humeur', 'colere', 'burn out', 'burnout', 'tdah', 'autisme', 'nerfs a bout', 'concentrer', 'concentration'],
    ar: ['نفسي', 'نفسيه', 'طبيب نفسي', 'الصحه النفسيه', 'مزاج', 'تقلب المزاج', 'غضب', 'صدمه نفسيه', 'التوحد', 'فرط الحركه', 'التركيز', 'صعوبه في التركيز', 'قله التركيز'],
    dz: ['نفسيتي', 'النفسيه', 'نفسيتو', 'معقد', 'مزاجي', 'نتقلق بسرعه', 'نزعف', 'الزعاف', 'طبيب نفساني', 'بسيكولوغ', 'نركز', 'ما نقدرش نركز', 'التركيز'],
    dl: ['nafsiya', 'nefsiya', 'nafsiti', 'nefsiti', 'nafsi', 'mzaj', 'nzaaf', 'zaaf', 'psychologue', 'psikolog', 'psychiatre', 'psy', 'nrekkez', 'nrakez', 'nrkez', 'concentration'],
  },
  {
    id: 'anger',
    w: { PSY: 3 },
    en: ['angry', 'anger', 'rage', 'temper', 'lose my temper', 'break things', 'aggressive', 'irritable'],
    fr: ['colere', 'en colere', 'agressif', 'agressive', 'je casse tout', 'irritable', 'crises de colere'],
    ar: ['غضب', 'نوبات غضب', 'عدواني', 'عدوانيه', 'سريع الغضب', 'اكسر الاشياء'],
    dz: ['نتغشش', 'نغشش بالزربه', 'مغشوش ديما', 'نكسر الحوايج', 'يتغشش'],
    dl: ['ntghachech', 'nghachech', 'mghachech', 'nkesser lhwayej', 'ytghachech'],
  },
  {
    id: 'crying',
    w: { PED: 0.3, PSY: 0.3 },
    en: ['cries', 'cry', 'crying', 'cries a lot', 'keeps crying', 'crying all the time'],
    fr: ['pleure', 'pleure beaucoup', 'pleure tout le temps', 'pleurs'],
    ar: ['يبكي', 'تبكي', 'بكاء', 'يبكي كثيرا'],
    dz: ['يبكي', 'تبكي', 'يبكي بزاف', 'ديما يبكي'],
    dl: ['ybki', 'tebki', 'ybki bzaf', 'dima ybki'],
  },
  {
    // A rope, or pills, kept where no one looks: the means of a death got ready.
    id: 'rope',
    w: {},
    en: ['rope', 'a rope', 'noose', 'cord'],
    fr: ['corde', 'une corde', 'noeud coulant'],
    ar: ['حبل', 'حبلا', 'الحبل', 'مشنقه'],
    dz: ['حبل', 'الحبل', 'كوردا', 'لاكورد'],
    dl: ['7bel', 'hbel', 'l7bel', 'lhbel', 'corde', 'la corde', 'korda'],
  },
  // Got ready, bought or tied ('حضرت الحبل', 'wajjadt l7bel', 'got the rope ready'): said of a rope,
  // with a time or despair, the means of a death made ready (derived.ts).
  {
    id: 'prepared',
    w: {},
    en: ['ready', 'prepared', 'got ready', 'tied', 'bought', 'set up'],
    fr: ['prepare', 'preparee', 'pret', 'prete', 'achete', 'attache', 'noue'],
    ar: ['جهزت', 'حضرت', 'اعددت', 'جاهز', 'جاهزه', 'اشتريت', 'ربطت', 'علقت'],
    dz: ['حضرت', 'وجدت', 'واجد', 'واجده', 'شريت', 'ربطت', 'علقت', 'حضرتو', 'وجدتو'],
    dl: ['7adhart', '7adart', 'hadart', 'wajjadt', 'wajadt', 'wjadt', 'wajed', 'wajda', 'chrit', 'rbatt', 'rbat', '3alla9t', 'alaqt'],
  },
  // Gathered, collected ('ramassé toutes les boites', 'lammit ga3 dwa', 'جمعت علب الدوا'): said of
  // medicines, pills kept aside (derived.ts), whatever the word for the medicine.
  {
    id: 'gathered',
    w: {},
    en: ['collected', 'gathered', 'stockpiled', 'saved up', 'hoarded', 'put aside'],
    fr: ['ramasse', 'rassemble', 'collectionne', 'stocke', 'mis de cote', 'amasse'],
    ar: ['جمعت', 'جمع', 'جمعت كل', 'خزنت', 'ادخرت'],
    dz: ['جمعت', 'لميت', 'لمّيت', 'خبيت', 'جمعتهم', 'لميتهم'],
    dl: ['jma3t', 'jmaat', 'jme3t', 'lammit', 'lemmit', 'lamit', 'khabit', 'jma3thom', 'lammithom'],
  },
  {
    id: 'hidden_place',
    w: {},
    en: ['under his bed', 'under her bed', 'under my bed', 'under the bed', 'hidden', 'hiding', 'in his wardrobe', 'in her wardrobe'],
    fr: ['sous son lit', 'sous le lit', 'sous mon lit', 'cache', 'cachee', 'caches', 'dans son armoire'],
    ar: ['تحت سريره', 'تحت سريرها', 'تحت السرير', 'تحت سريري', 'مخبا', 'مخبأ', 'يخبئ', 'تخبئ', 'في خزانته'],
    dz: ['تحت سريرو', 'تحت سريرها', 'تحت السرير', 'تحت الفراش', 'مخبي', 'مخبيه', 'مخبع', 'مخبعه', 'ف المريول تاعو'],
    dl: ['ta7t sridou', 'taht sridou', 'ta7t srirou', 'taht srirou', 'ta7t srir', 'ta7t sridha', 'ta7t srirha', 'ta7t lfrach', 'mkhabi', 'mkhabya', 'mkhabe3', 'mkhab3a', 'cache', 'cachee'],
  },
  {
    // Shut away from the family: a door locked on oneself, a phone switched off ('سكر التيليفون',
    // 'msakker 3la rou7o'). Darija 'سكر' said with a door or a phone is shutting, not sugar.
    id: 'shut_away',
    w: { PSY: 0.5 },
    en: ['locked himself in', 'locked herself in', 'locked himself in his room', 'locked herself in her room', 'locked himself away', 'locked herself away', 'shut himself in', 'shut herself in', 'turned off his phone', 'turned off her phone', 'switched off his phone', 'switched off her phone', 'his phone is off', 'her phone is off'],
    fr: ['s est enferme', 's est enfermee', 'enferme dans sa chambre', 'enfermee dans sa chambre', 'ferme a cle dans sa chambre', 'coupe son telephone', 'eteint son telephone', 'son telephone est eteint', 'telephone eteint'],
    ar: ['اغلق على نفسه', 'اغلقت على نفسها', 'اغلق الباب على نفسه', 'اغلقت الباب على نفسها', 'اغلق هاتفه', 'اغلقت هاتفها', 'هاتفه مغلق', 'هاتفها مغلق', 'حبس نفسه في غرفته', 'حبست نفسها في غرفتها'],
    dz: ['سكر التيليفون', 'سكر التلفون', 'سكرت التيليفون', 'سكرات التيليفون', 'سكر البورطابل', 'سكرت البورطابل', 'سكر الباب', 'سكرت الباب', 'سكرات الباب', 'سكر على روحو', 'سكرت على روحها', 'سكرات على روحها', 'مسكر على روحو', 'مسكره على روحها', 'التيليفون مسكر', 'البورطابل مسكر', 'طفا التيليفون', 'طفات التيليفون'],
    dl: ['sakker telephone', 'sakkar telephone', 'sakker tel', 'sakker portable', 'sakret telephone', 'sakker lbab', 'sakkar lbab', 'sakret lbab', 'sakker 3la rou7o', 'sakret 3la rou7ha', 'msakker 3la rou7o', 'msakkra 3la rou7ha', 'telephone msakker', 'tfa telephone', 'tfat telephone'],
  },
  {
    // What a person does before ending their life: farewells, giving things away, a plan for tonight.
    id: 'farewell',
    w: { PSY: 2 },
    en: ['goodbye letter', 'goodbye letters', 'farewell letter', 'farewell letters', 'wrote letters for my', 'wrote a letter for my', 'said goodbye to everyone', 'saying goodbye to everyone', 'gave away my things', 'gave away his things', 'gave away her things', 'giving away my things', 'gave my phone', 'everything is ready for tonight', 'ready for tonight', 'end it tonight', 'bought a rope', 'saving up pills', 'saved up pills', 'stockpiling pills', 'giving away his things', 'giving away her things', 'gave away his stuff', 'gave away her stuff', 'giving his things away', 'giving her things away', 'hiding pills', 'hidden pills', 'pills hidden', 'gave his car keys', 'gave her jewellery', 'you wont see me again', 'you will not see me again', 'forgive me for everything', 'goodbye everyone', 'goodbye to everyone', 'goodbye to all', 'goodbye all', 'bye everyone', 'forgive me everyone', 'everyone forgive me', 'wrote goodbye', 'posted goodbye', 'take care of mum for me', 'nobody will miss me', 'no one will miss me', 'you will be better off without me', 'gave away her jewellery', 'collected all the pills', 'gave me his phone', 'gave me her phone', 'gave me her gold', 'farewell message', 'goodbye message', 'asked me to forgive her', 'asked me to forgive him', 'wrote his will', 'wrote her will', 'made his will', 'made her will', 'telling us what to do with his things', 'telling us what to do with her things', 'join her soon', 'join him soon', 'be with her soon', 'be with him soon', 'rope under his bed', 'rope under her bed', 'hid a rope', 'hidden rope', 'you will hear about me', 'youll hear about me', 'how im gonna do it', 'how im going to do it', 'how i will do it', 'letters to everyone', 'wrote letters to everyone', 'a burden to anyone', 'a burden on anyone', 'burden on everyone', 'wrote letters to my', 'wrote a letter to my', 'tonight is the night', 'bought the pills', 'gathered all the pills', 'gathered the pills', 'going to take them all', 'take them all tonight', 'swallow them all tonight', 'planning to take them all', 'decided to take them all', 'going to swallow them all', 'bought all the pills', 'you wont see me anymore', 'sorry to everyone', 'forgive me everyone', 'last time you hear from me', 'last time you will hear from me', 'the last you will hear from me', 'last time youll hear from me', 'forgive me all', 'forgive me all of you', 'you wont see me after tonight', 'you will never see me again', 'youll never see me again', 'finish myself tonight', 'finish with myself', 'wanted to say goodbye', 'just wanted to say goodbye', 'say goodbye to everyone', 'say goodbye to you all', 'you will not see me after today', 'you wont see me after today', 'you will not see me anymore', 'forgive me for all', 'he bought a rope', 'she bought a rope'],
    fr: ['lettre d adieu', 'lettres d adieu', 'dit adieu', 'fait mes adieux', 'donne mes affaires', 'donne ses affaires', 'j ai tout range', 'tout est pret pour ce soir', 'assez pour ce soir', 'mis de cote les comprimes', 'mis de cote des comprimes', 'acheter une corde', 'achete une corde', 'en finir ce soir', 'donne toutes ses affaires', 'distribue ses affaires', 'distribue ses biens', 'cache des medicaments', 'medicaments caches', 'comprimes caches', 'vous ne me reverrez plus', 'pardonnez moi pour tout', 'prenez soin de maman', 'personne va me regretter', 'personne ne va me regretter', 'personne ne me regrettera', 'dit au revoir a tout le monde', 'donne ses bijoux', 'donne mes bijoux', 'tranquilles sans elle', 'tranquilles sans moi', 'tranquille sans moi', 'ramasse toutes les boites de medicaments', 'toutes les boites de medicaments', 'ce soir c est la bonne', 'message d adieu', 'm a donne son telephone', 'm a donne son or', 'm a demande pardon', 'fait son testament', 'ecrit son testament', 'dit quoi faire de ses affaires', 'la rejoindre bientot', 'le rejoindre bientot', 'aller la rejoindre', 'aller le rejoindre', 'corde sous son lit', 'corde cachee', 'cache une corde', 'vous entendrez parler de moi', 'comment je vais le faire', 'lettres a tout le monde', 'un fardeau pour personne', 'etre un fardeau', 'ecrit des lettres a ma', 'ecrit des lettres a mon', 'ecrit une lettre a ma', 'ecrit une lettre a mon', 'ce soir c est le soir', 'rassemble tous les comprimes', 'rassemble les comprimes', 'les prendre toutes ce soir', 'les avaler toutes ce soir', 'je vais toutes les avaler', 'je vais toutes les prendre', 'decide de tout avaler', 'tout avaler ce soir', 'avaler toute la boite ce soir', 'vous allez plus me voir', 'vous allez plus me revoir', 'vous me verrez plus', 'vous allez jamais me revoir', 'pardon a tout le monde', 'adieu a tout le monde', 'adieu a tt le monde', 'adieu tout le monde', 'derniere fois que vous m entendez', 'derniere fois que vous entendez parler de moi', 'pardonnez moi tous', 'pardonnez moi tout le monde', 'vous me reverrez jamais', 'vous ne me reverrez jamais', 'en finir avec moi', 'dire adieu', 'voulais dire adieu', 'vous dire adieu', 'dire adieu a tout le monde', 'dire au revoir a tout le monde', 'vous me verrez plus apres aujourd hui', 'vous ne me verrez plus apres aujourd hui', 'pardonnez moi pour tout', 'il a achete une corde', 'elle a achete une corde'],
    ar: ['رسائل وداع', 'رساله وداع', 'رسائل الوداع', 'يودع', 'ودع الجميع', 'وزع ملابسه', 'وزع اغراضه', 'وزعت اغراضي', 'يشتري حبلا', 'اشترى حبلا', 'اشتريت حبلا', 'كل شيء جاهز الليله', 'جمعت الحبوب', 'يوزع اغراضه', 'توزع اغراضها', 'يوزع ملابسه', 'توزع ملابسها', 'يخبئ الادويه', 'تخبئ الادويه', 'ادويه مخباه', 'لن تروني بعد اليوم', 'لن تروني مره اخرى', 'سامحوني على كل شيء', 'لن يفتقدني أحد', 'لن يشتاق لي أحد', 'ودعت الجميع', 'وزعت أغراضها', 'وزع أغراضه', 'جمعت كل علب الدواء', 'سترتاحون مني', 'رساله وداع', 'اعطاني هاتفه', 'اعطتني هاتفها', 'اعطتني ذهبها', 'طلبت مني السماح', 'كتب وصيته', 'كتبت وصيتها', 'يوصي بأغراضه', 'توصي بأغراضها', 'يوصينا على اغراضه', 'سالحق بها', 'سالحق به', 'الحق بها قريبا', 'الحق به قريبا', 'حبل تحت سريره', 'حبل تحت سريرها', 'خبا حبلا', 'حبل مخبا', 'ستسمعون عني', 'ستسمعون خبري', 'كيف سافعلها', 'رسائل للجميع', 'اعطاني اغراضه', 'اعطتني اغراضها', 'وودعني', 'ودعني', 'ودعتني', 'كتبت رسائل لامي', 'كتبت رساله لامي', 'جمعت كل الحبوب', 'جمعت كل الاقراص', 'قررت ان اشربه الليله', 'قررت ان اشربها الليله', 'قررت ان ابلعها الليله', 'قررت ان اشربها كلها', 'سابلعها كلها', 'ساشربها كلها', 'اشربها كلها الليله', 'ابلعها كلها الليله', 'لن تروني', 'لن تروني ابدا', 'سامحوني جميعا', 'اخر مره تسمعون مني', 'اخر مره تسمعون صوتي', 'سامحوني كلكم', 'لن تروني بعد الان', 'لن تروني بعد الليله', 'ساكمل على نفسي', 'سانهي امري', 'اردت ان اودعكم', 'اريد ان اودعكم', 'اقول لكم وداعا', 'اودع الجميع', 'لن تروني بعد هذا اليوم', 'اشترت حبلا'],
    dz: ['راني نودعك', 'نودعكم', 'كتب ورقه لامي', 'كتب ورقه لامو', 'عطا الموطو تاعو', 'فرقت حوايجي', 'فرق حوايجو', 'وزعت حوايجي', 'كلش واجد لليوم', 'نكمل الليله', 'نخلص من كلش', 'شرا حبل', 'يفرق حوايجو', 'تفرق حوايجها', 'يوزع حوايجو', 'توزع حوايجها', 'دوا مخبي', 'مخبي الدوا', 'مخبيه الدوا', 'الدوا مخبي', 'ما تزيدوش تشوفوني', 'ما راكمش تشوفوني', 'سمحولي على كلش', 'سامحوني على كلش', 'حتى واحد ما يتوحشني', 'ما يتوحشني حتى واحد', 'ودعت الناس كامل', 'فرقت ذهبها', 'جمعت الدوا كامل', 'ترتاحو مني', 'عطاتني الذهب تاعها', 'عطاني التيليفون تاعو', 'عطاتني التيليفون تاعها', 'شرا حبل', 'شرات حبل', 'قاتلي سامحيني', 'قالي سامحني', 'يوصي على حوايجو', 'توصي على حوايجها', 'راه يوصي', 'راهي توصي', 'كتب الوصيه', 'نلحق بيها', 'نلحق بيه', 'قريب نلحق', 'حبل تحت الفراش', 'حبل مخبي', 'خبا حبل', 'خبات حبل', 'تسمعو بيا', 'غدوه تسمعو بيا', 'تسمعو خبري', 'قسم حوايجو', 'قسمت حوايجي', 'عطاني حوايجو', 'ودعني', 'ودعتني', 'جمعت قاع الدوا', 'جمعت الكاشيات', 'جمعت قاع الكاشيات', 'كتبت براوات', 'ناوي نشربو الليله', 'ناويه نشربو الليله', 'ناوي نشربهم الليله', 'ناويه نشربهم الليله', 'ناوي نشربهم قاع', 'نشربهم قاع', 'نبلعهم قاع', 'نشربو كامل الليله', 'لميت الدوا', 'ما تزيدوش تشوفوني', 'سمحولي كامل', 'اخر مره تسمعو مني', 'اخر مره تسمعو صوتي', 'سامحوني كامل', 'سامحوني قاع', 'سمحولي قاع', 'سامحوني الكل', 'ماعادش تشوفوني', 'ما عادش تشوفوني', 'ماعادش تشوفوه', 'ما تعاودوش تشوفوني', 'ماعادش تسمعو صوتي', 'ماعادش تسمعو بيا', 'نكمل مع روحي', 'نكمل على روحي', 'نكمل على حياتي', 'نكمل مع حياتي', 'حبيت نودعكم', 'نحب نودعكم', 'جيت نودعكم', 'سمحولي على كلشي', 'سامحوني على كلشي', 'ما تشوفونيش', 'ما تشوفونيش من بعد اليوم', 'ما تقدروش تشوفوني', 'شرا كورد', 'شرات كورد', 'شرا واحد الحبل'],
    dl: ['wazza3t 7wayji', 'wazzat hwayji', 'far9t 7wayji', 'ktebt lettre l yemma', 'ktebt bra l yemma', 'nkhallass men kolch', 'nkhalles men kolch', 'nwade3kom', 'rani nwade3k', 'kolch wajed l lila', 'chrit 7bel', 'yfare9 7wayjou', 'tfare9 7wayjha', 'far9 7wayjou', 'far9et 7wayjha', 'ywazza3 7wayjou', 'twazza3 7wayjha', 'dwa mkhabi', 'mkhabi dwa', 'mkhabya dwa', 'ma tzidouch tchoufouni', 'ma rakomch tchoufouni', 'sam7ouli 3la kolch', 'sme7li 3la kolch', '7ata wa7ed ma yetwa7achni', 'ma yetwa7achni 7ata wa7ed', 'wadda3t nas kamel', 'far9et dhabha', 'jma3t dwa kamel', 'tertaho menni', '3tani telephone ta3o', '3tatni telephone ta3ha', '3tatni dheb ta3ha', 'chra 7bel', 'chrat 7bel', '9atli sam7ini', '9ali sam7ni', 'message d adieu', 'ywassi 3la 7wayjou', 'twassi 3la 7wayjha', 'ywassi 3la hwayjou', 'twassi 3la hwayjha', 'rah ywassi', 'raha twassi', 'kteb wasiya', 'ktbet wasiya', 'nel7e9 biha', 'nel7e9 bih', 'nelhaq biha', 'nelhaq bih', '9rib nel7e9', 'corde ta7t frach', '7bel ta7t frach', '7bel mkhabi', 'corde mkhabya', 'khabba 7bel', 'khabat 7bel', 'tsem3ou bia', 'tsemaou bia', 'tsam3ou biya', 'tsem3ou khbari', '9ssam 7ajtou', 'qssam hajtou', '9essem 7wayjou', '9ssam kol 7ajtou', '3tani les affaires ta3ou', '3tani 7wayjou', '3tatni 7wayjha', 'wadda3ni', 'wada3ni', 'wad3ni', 'wadda3na', 'jma3t les comprimes', 'jma3t ga3 les comprimes', 'jma3t ga3 dwa', 'jma3t lkachiyat', 'ktebt des lettres', 'nwit nechrabhom lila', 'nwit nechrebhom lila', 'nwit nchrabhom lila', 'nawi nechrabhom lila', 'nawya nechrabhom lila', 'nwit nebla3hom lila', 'nwit nechrabhom ga3', 'nwit nebla3hom ga3', 'nechrabhom ga3', 'nebla3hom ga3', 'nwit nechrbou lila', 'chrit ga3 les comprimes', 'lemmit dwa', 'lamit dwa', 'ma tzidouch tchoufouni', 'sam7ouli kamel', 'akher mra tesm3ou menni', 'akher mra tsem3ou mni', 'adieu a tout le monde', 'sam7ouni kamel', 'sam7ouni ga3', 'sme7li ga3', 'sam7ouli ga3', 'ma3adch tchoufouni', 'ma3adech tchoufouni', 'ma 3adch tchoufouni', 'ma t3awdouch tchoufouni', 'ma3adch tesm3ou sawti', 'nkammel m3a rou7i', 'nkmel m3a rou7i', 'nkammel 3la rou7i', 'nkmel 3la rou7i', 'nkammel 3la 7yati', 'bghit nwade3kom', 'n7eb nwade3kom', 'jit nwade3kom', 'smhouli 3la koulchi', 'sam7ouli 3la koulchi', 'sm7ouli 3la kolch', 'samhouli ala koulchi', 'ma t9adrouch tchoufouni', 'ma t9edrouch tchoufouni', 'ma tchoufounich', 'ma tchoufounich ba3d lyoum', 'ma ra7ch tchoufouni', 'chra corde', 'chrat corde', 'chrit corde', 'chra wa7ed corde', 'chra 7bal'],
  },
  {
    // Someone said to be coming to kill, or a weapon taken up: with voices or paranoia, a danger now.
    id: 'threat',
    w: { PSY: 0.5 },
    en: ['want to kill him', 'wants to kill him', 'want to kill her', 'trying to kill him', 'out to get him', 'took a knife', 'picked up a knife', 'threatening us', 'telling me to kill', 'tell me to kill', 'telling him to kill', 'telling me to hit'],
    fr: ['veut le tuer', 'veulent le tuer', 'veut la tuer', 'veulent la tuer', 'pris un couteau', 'a pris un couteau', 'nous menace', 'menace avec un couteau', 'me disent de tuer', 'lui disent de tuer', 'me disent de frapper', 'lui disent de frapper', 'm ordonnent de tuer'],
    ar: ['يريدون قتله', 'يريد قتله', 'يريدون قتلها', 'أخذ سكينا', 'حمل سكينا', 'يهددنا', 'هددنا بسكين', 'تقول لي اقتل', 'تقول لي اضرب', 'تامرني بقتل', 'تامرني ان اقتل', 'تطلب مني ان اقتل'],
    dz: ['حابين يقتلوه', 'حابين يقتلوها', 'باغين يقتلوه', 'داه موس', 'هز موس', 'يهددنا', 'هددنا بالموس', 'تقولي اقتل', 'تقولي اضرب', 'يقولولي اقتل', 'يقولولي اضرب', 'تقولو اقتل', 'تقولو اضرب'],
    dl: ['7abin y9atlouh', 'bghaw y9atlouh', 'bghin y9atlouh', 'hez mous', 'dda mous', 'ykhawafna b mous', 'yhaddedna', 'y9oulouli a9tel', 'y9oulouli adreb', 't9ouli a9tel', 't9ouli adreb', 'y9oulouli nedreb', 'y9oulouli n9tel', 'y9oulou lih adreb', 'y9oulou lih adrab', 'y9oulou lih a9tel', 'y9oulou liha adreb', 'y9oulou liha a9tel', 'y9oulouh a9tel', '7aby9tlouh', '7ab y9atlouh', '7abin y9tlouh', 'rahom 7abin y9atlouh'],
  },
  {
    // Voices or paranoia with a threat, a weapon or a command: a psychiatric emergency.
    id: 'acute_psychosis',
    w: { PSY: 1 },
  },
  {
    // A mind made up, a note left: the words of a plan carried out, beside pills gathered ('qarrart',
    // 'j ai decide', 'ktebt lettre l khti'); alone, everyday decisions and letters.
    id: 'resolved_plan',
    w: {},
    en: ['decided to', 'i have decided', 'ive decided', 'made up my mind', 'my mind is made up', 'wrote a note', 'left a note', 'left a letter', 'when they are asleep', 'when everyone sleeps', 'when everyone is asleep'],
    fr: ['ma decision est prise', 'j ai pris ma decision', 'laisse un mot', 'ecrit un mot', 'quand ils dormiront', 'quand tout le monde dort'],
    ar: ['قررت', 'اتخذت قراري', 'عزمت', 'كتبت ورقه', 'عندما ينامون', 'حين ينام الجميع'],
    dz: ['قررت', 'ديت قرار', 'كتبت براوه', 'كتبت ورقه', 'خليت ورقه', 'كي يرقدو', 'كي يرقدو قاع'],
    dl: ['qarrart', '9arrart', 'qrart', '9rart', 'qarart', '9arart', 'dit qarar', 'ktabt lettre', 'ktabt bra', 'ktabt waraqa', 'khallit lettre', 'khallit bra', 'ki yregdou', 'ki yorgdou'],
  },
  {
    // Pills gathered, kept aside for oneself ('jma3t ga3 dwayat ta3 mama'): with words of despair
    // or of taking them, a plan (red-flags-classes.ts).
    id: 'pills_gathered',
    w: { PSY: 2 },
    en: ['collected all my pills', 'collected all my moms', 'collected all my medicines', 'collected all the pills', 'collected all her pills', 'gathered all the pills', 'gathered all my pills', 'gathered all my medicines', 'gathered all the medicines', 'saved up pills', 'saved up my pills', 'stockpiled', 'hid all the pills'],
    fr: ['rassemble tous les medicaments', 'rassemble toutes les pilules', 'ramasse tous les medicaments', 'garde tous les comprimes', 'mis de cote tous les medicaments', 'mis de cote les comprimes', 'j ai cache tous les medicaments', 'collectionne les comprimes'],
    ar: ['جمعت كل الادويه', 'جمعت كل الحبوب', 'جمعت ادويه', 'جمعت الحبوب', 'خبات كل الادويه', 'جمعت كل دواء'],
    dz: ['جمعت قاع الدوا', 'جمعت الدوا', 'جمعت قاع الدويات', 'جمعت الدويات', 'جمعت الكاشيات', 'جمعت قاع الكاشيات', 'خبيت الدوا'],
    dl: ['jma3t ga3 dwayat', 'jma3t dwayat', 'jma3t ga3 dwa', 'jma3t dwa', 'jma3t kachiyat', 'jma3t ga3 kachiyat', 'jma3t lkachiyat', 'jmaat ga dwayat', 'jmaat dwa', 'khabit dwa'],
  },
];
