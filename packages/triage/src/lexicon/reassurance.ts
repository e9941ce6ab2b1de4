import type { Concept } from './types.ts';

/** Each verb of time passing with each count of minutes: before the count ('fatet 10 min') or after it ('10 minutes passed'). */
function gone(verbs: string[], counts: string[], countFirst = false): string[] {
  return verbs.flatMap((v) => counts.map((c) => (countFirst ? `${c} ${v}` : `${v} ${c}`)));
}

/** What makes a red flag unsure or settles it: a prevention question, a relative's history, an episode over, a trace, a cleared check, a harmless cause, something that still works well. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const REASSURANCE: Concept[] = [
  {
    // A question about avoiding or recognising an illness, not a complaint of one.
    id: 'prevention',
    w: {},
    en: ['prevent', 'prevention', 'how to avoid', 'how can i avoid', 'how do i avoid', 'reduce the risk', 'lower the risk', 'risk of', 'what are the signs of', 'what are the symptoms of', 'how do i know if', 'how to recognise', 'how to recognize', 'is it normal', 'should i worry', 'vaccine', 'screening', 'to not get one', 'not to get one', 'what can i do to not', 'so i dont get', 'should i get checked', 'get myself checked', 'should i be screened', 'should i be tested', 'what to do in case of', 'what should we do in case of', 'what to do if we get', 'how to protect', 'how can i protect', 'how do we protect', 'how to protect them', 'before we travel', 'before the trip', 'how to know signs of', 'how to know the signs', 'how do i know the signs', 'how to spot the signs', 'how to spot', 'how do i spot', 'how can i spot', 'signs to watch for', 'to be ready if', 'be ready if something'],
    fr: ['prevenir', 'prevention', 'comment eviter', 'eviter', 'reduire le risque', 'risque de', 'quels sont les signes', 'quels sont les symptomes', 'comment savoir si', 'comment reconnaitre', 'est ce normal', 'c est normal', 'depistage', 'vaccin', 'pour ne pas l avoir', 'pour ne pas en faire', 'que faire pour ne pas', 'dois je me faire depister', 'me faire depister', 'dois je me faire examiner', 'dois je faire un depistage', 'quoi faire en cas de', 'que faire en cas de', 'comment les proteger', 'comment le proteger', 'comment la proteger', 'comment se proteger', 'comment me proteger', 'comment nous proteger', 'avant de partir', 'avant le voyage', 'comment connaitre les signes', 'comment reperer', 'signes a surveiller', 'etre pret si', 'etre prete si'],
    ar: ['الوقايه', 'الوقايه من', 'كيف اتجنب', 'كيف نتجنب', 'تجنب', 'تقليل خطر', 'خطر الاصابه', 'ما هي علامات', 'ما هي اعراض', 'كيف اعرف', 'هل هذا طبيعي', 'الكشف المبكر', 'لقاح', 'حتى لا أصاب', 'كي لا يصاب', 'ماذا أفعل حتى لا', 'هل يجب ان افحص نفسي', 'افحص نفسي', 'هل يجب ان اجري فحصا', 'هل احتاج فحص', 'ماذا نفعل في حاله', 'ماذا افعل في حاله', 'ماذا نفعل اذا', 'كيف نحميهم', 'كيف احميهم', 'كيف نحمي', 'كيف احمي', 'قبل السفر', 'كيف اعرف علامات', 'كيف اتعرف على علامات', 'كيف اتعرف على', 'التلقيح', 'تلقيح', 'التلقيحات', 'اللقاح', 'التطعيم', 'تطعيم', 'التطعيمات', 'ما هي العلامات التي', 'متى ناخذها', 'متى نأخذه', 'ما العلامات التي'],
    dz: ['كيفاش نتفادى', 'كيفاش نحمي', 'كيفاش نحميوها', 'كيفاش نحميوه', 'نتفادى', 'واش هي العلامات', 'واش هي الاعراض', 'كيفاش نعرف', 'واش نورمال', 'فاكسان', 'باش ما تجيهش', 'باش ما يجيهش', 'باش ما تجينيش', 'واش نديرو باش', 'نفحص روحي', 'لازم نفحص روحي', 'واش لازم نفحص', 'نديرلي فحص', 'نحمي روحي', 'نحبس هاد الخطر', 'كيفاش نبعد', 'نتفاداها', 'باش نتفادى', 'باش نتفاداها', 'واش نديرو كي', 'واش ندير كي', 'واش نديرو اذا', 'كيفاش نحميهم', 'كيفاش نحمي ولادي', 'قبل ما نسافرو', 'قبل السفر', 'كيفاش نعرف العلامات', 'كيفاش نعرف لي سيني', 'باش نكون واجد', 'التلقيح', 'تلقيح', 'التلقيحات', 'الفاكسان', 'لافاكسان', 'الفاكسين', 'واش هوما العلامات', 'واش هوما الاعراض', 'واش هوما السينيات', 'العلامات اللي لازم', 'وقتاش نديوها', 'وقتاش نديوه'],
    dl: ['kifach ntfada', 'kifach nt9a', 'ntfada', 'prevention', 'prevenir', 'wach homa les signes', 'wach homa les symptomes', 'kifach n3ref', 'kifach na3ref', 'wach normal', 'c normal', 'vaccin', 'bach ma tjihch', 'bach ma yjihch', 'bach ma tjinich', 'wach ndirou bach', 'nfa7es rou7i', 'nfahes rouhi', 'lazem nfa7es', 'wach lazem nfa7es', 'ndir fa7s', 'nahbes had lkhatar', 'n7bes had lkhatar', 'nb3ed had lkhatar', 'kifach nahbes', 'kifach n7mi rohi', 'kifach n7miwha', 'kifach n7miwh', 'kifach nhmi rohi', 'n7mi rou7i', 'ntfadaha', 'netfadaha', 'bach ntfada', 'bach netfada', 'wach ndirou ki', 'wach ndir ki', 'wach ndirou ila', 'kifach n7mihom', 'kifach nhmihom', 'kifach n7mi drari', '9bel ma nsafrou', 'qbel ma nsafrou', 'kifach n3ref les signes', 'kifach na3ref les signes', 'kifach n3ref les symptomes', 'bach nkoun wajed', 'tal9i7', 'tel9i7', 'tl9i7', 'lvaccin', 'vaccins', 'lfaksan', 'faksan', 'wach homa l3alamat', 'wach hiya l3alamat', 'wa9tach ndiwha', 'wa9tach ndiwh'],
  },
  {
    // Someone else's illness told as family history, not as what is happening now.
    id: 'family_history',
    w: {},
    en: ['family history', 'runs in the family', 'runs in my family', 'in my family', 'hereditary', 'genetic', 'my father had a', 'my mother had a', 'my dad had a', 'my mom had a', 'my grandfather had a', 'my grandmother had a', 'my uncle had a', 'my aunt had a', 'died of a', 'my uncle had', 'my aunt had', 'my brother had a', 'my sister had a', 'my late father', 'my late mother', 'rest in peace', 'passed away from', 'died of'],
    fr: ['antecedents familiaux', 'dans ma famille', 'dans la famille', 'hereditaire', 'genetique', 'mon pere a eu', 'ma mere a eu', 'mon pere a fait', 'ma mere a fait', 'ma tante a fait', 'ma tante a eu', 'mon oncle a fait', 'mon oncle a eu', 'mon grand pere a fait', 'ma grand mere a fait', 'est mort d', 'decede d', 'paix a son ame', 'feu mon pere', 'defunt', 'decede d un', 'mort d un'],
    ar: ['تاريخ عائلي', 'في العائله', 'في عائلتي', 'وراثي', 'وراثيه', 'أصيب أبي', 'أصيبت أمي', 'أصيب جدي', 'أصيب عمي', 'أصيبت خالتي', 'توفي بسبب', 'مات بسبب', 'رحمه الله', 'رحمها الله', 'المرحوم', 'المرحومه'],
    dz: ['في الفاميليا', 'فالفاميليا', 'في عايلتي', 'وراثي', 'وراثيه', 'مات بالجلطة', 'ماتت بالجلطة', 'كانت عندو', 'كان عندو', 'كانت عندها', 'الله يرحمو', 'الله يرحمها', 'المرحوم', 'مات بالكونسار'],
    dl: ['f la famille', 'fel famille', 'f l3a2ila', 'wirathi', 'wirathia', 'hereditaire', 'genetique', 'mat b', 'matet b', 'kanet 3andou', 'kanet 3andha', 'kan 3andou', '3ami kan 3andou', '3ami kan 3ando', 'khali kan 3andou', 'khalti kanet 3andha', 'jeddi kan 3andou', 'baba kan 3andou', 'yemma kanet 3andha', 'allah yer7mou', 'allah yerhmou', 'allah yer7amha', 'lmar7oum'],
  },
  {
    // Eating, playing and sleeping as usual after it: the behaviour a doctor asks about after a knock
    // or a scare, said by the writer. Not an episode over: a sign that comes back after it still counts.
    id: 'acts_normally',
    w: {},
    en: ['eating normally', 'eating normal', 'eats normally', 'playing and eating normally', 'acting normally', 'behaving normally', 'had a normal day', 'a normal day', 'slept well after', 'slept normally', 'his usual self', 'her usual self', 'back to himself', 'back to herself', 'playing normally', 'plays normally', 'he plays and eats', 'she plays and eats', 'playing and drinking', 'plays and drinks well', 'active and playing', 'eats and plays normal', 'eating and playing normal', 'playing and eating normal'],
    fr: ['mange normalement', 'je mange normal', 'il mange normal', 'elle mange normal', 'il mange et joue', 'elle mange et joue', 'une journee normale', 'journee normale', 'se comporte normalement', 'comme d habitude depuis', 'a bien dormi', 'joue normalement', 'il joue bien', 'elle joue bien', 'joue et mange', 'joue et boit', 'elle joue et mange normal', 'il joue et mange normal', 'joue et mange normal', 'joue et mange normalement', 'elle mange et joue normal', 'il mange et joue normal'],
    ar: ['ياكل ويلعب', 'تاكل وتلعب', 'يتصرف بشكل طبيعي', 'تتصرف بشكل طبيعي', 'نام بشكل طبيعي', 'نامت بشكل طبيعي', 'يوم عادي', 'اكل بشكل طبيعي', 'ياكل بشكل طبيعي', 'تاكل بشكل طبيعي', 'يلعب و يشرب جيدا', 'تلعب و تشرب جيدا', 'يلعب بشكل عادي', 'تلعب بشكل عادي', 'يلعب و ياكل عادي', 'تلعب و تاكل عادي', 'تلعب و تاكل بشكل عادي', 'يلعب و ياكل بشكل عادي', 'تلعب وتاكل عادي', 'يلعب وياكل عادي'],
    dz: ['يلعب وياكل عادي', 'ياكل ويلعب عادي', 'تلعب وتاكل عادي', 'تاكل وتلعب عادي', 'كلا ولعب عادي', 'كلات ولعبت عادي', 'ياكل عادي', 'تاكل عادي', 'ناكل عادي', 'رقد مليح', 'رقدت مليح', 'نهار عادي', 'دار نهارو عادي', 'دارت نهارها عادي', 'يلعب و يشرب مليح', 'تلعب و تشرب مليح', 'يلعب و يشرب', 'تلعب و تشرب', 'يلعب نورمال', 'تلعب نورمال', 'تلعب و تاكل نورمال', 'يلعب و ياكل نورمال', 'تاكل و تلعب عادي', 'ياكل و يلعب عادي'],
    dl: ['yakol w yel3ab 3adi', 'yel3ab w yakol 3adi', 'takol w tel3ab 3adi', 'kla w l3ab 3adi', 'klat w l3bat 3adi', 'yakol 3adi', 'takol 3adi', 'nakol 3adi', 'nakol normal', 'yakol normal', 'r9ed mli7', 'r9dat mli7', 'nhar 3adi', 'dar nharou 3adi', 'kima 3adtou', 'kima 3adetha', 'yel3ab w yechrob mli7', 'tel3ab w techrob mli7', 'yal3ab w yakol 3adi', 'takol w tal3ab 3adi', 'tal3ab w takol 3adi', 'yel3ab normal', 'tel3ab normal', 'yal3ab normal', 'tal3ab w takol normal', 'yal3ab w yakol normal', 'takol w tal3ab 3adi', 'yakol w yal3ab 3adi', 'takol w tel3ab normal', 'yakol w yel3ab normal'],
  },
  {
    // 'ma nchoufch 7boub', 'ما نشوفش النجوم': I do not see spots or stars, said with Darija's word for
    // not seeing; the sight is not lost and the spots are denied. (English, French and Arabic say it
    // with a verb of seeing, whose denial passes on.)
    id: 'no_visual_signs',
    w: {},
    dz: ['ما نشوفش النجوم', 'ما نشوفش نجوم', 'ما نشوفش نقط', 'ما نشوفش النقط', 'ما نشوفش الضو', 'ما نشوفش حبوب', 'ما نشوفش الحبوب', 'ما نشوفش الذبان', 'ما تشوفش النجوم', 'ما تشوفش نقط', 'ما تشوفش الضو', 'ما تشوفش حبوب'],
    dl: ['ma nchoufch 7boub', 'ma nchoufch hboub', 'ma nchoufch njoum', 'ma nchoufch nokat', 'ma nchoufch no9at', 'ma nchoufch dou', 'ma nchoufch dbab', 'ma nchoufch dbban', 'ma nchoufch des etoiles', 'ma nchofch 7boub', 'ma tchoufch njoum', 'ma tchoufch 7boub', 'ma tchoufch nokat', 'ma tchoufch dou'],
  },
  {
    // The patient's own word that they are fine, reported by someone else ('il dit qu'il va bien
    // mais son coeur bat pas regulier'): no sign that the episode is over, so in no rule.
    id: 'claims_fine',
    w: {},
    en: ['he says he is fine', 'she says she is fine', 'he says hes fine', 'she says shes fine', 'says he feels fine', 'says she feels fine'],
    fr: ['il dit qu il va bien', 'elle dit qu elle va bien', 'il dit que ca va', 'elle dit que ca va', 'il dit qu il n a rien', 'elle dit qu elle n a rien'],
    ar: ['يقول انه بخير', 'تقول انها بخير', 'يقول انه لا يشعر بشيء', 'تقول انها لا تشعر بشيء'],
    dz: ['يقول راني لاباس', 'تقول راني لاباس', 'يقول راني مليح', 'تقول راني مليحه', 'يقول ما بيا والو', 'تقول ما بيا والو'],
    dl: ['y9oul rani labas', 't9oul rani labas', 'ygoul rani labas', 'tgoul rani labas', 'y9oul rani mli7', 't9oul rani mli7a', 'y9oul ma biya walou', 't9oul ma biya walou'],
  },
  {
    // Minutes gone by ('fatet 10 d9aye9', 'فاتت عشر دقايق', 'ten minutes have passed'): how long a
    // sign has lasted, not an episode over; the longer wording keeps 'fatet' from reading as over.
    id: 'minutes_gone_by',
    w: {},
    en: gone(['minutes have passed', 'minutes passed', 'minutes went by', 'minutes gone by', 'minutes have gone by'], ['5', '10', '15', '20', '30', 'five', 'ten', 'fifteen', 'twenty'], true),
    fr: gone(['minutes sont passees', 'minutes passees', 'minutes se sont ecoulees'], ['5', '10', '15', '20', '30', 'cinq', 'dix', 'quinze', 'vingt'], true),
    ar: gone(['مرت', 'مضت', 'مرت اكثر من', 'مضت اكثر من'], ['5 دقائق', '10 دقائق', '15 دقيقه', '20 دقيقه', 'خمس دقائق', 'عشر دقائق', 'ربع ساعه', 'نصف ساعه', 'دقائق', 'عده دقائق']),
    dz: gone(['فاتت', 'فاتو', 'فاتوا', 'فاتت كثر من', 'فاتو كثر من'], ['5 دقايق', '10 دقايق', '15 دقيقه', '20 دقيقه', 'خمس دقايق', 'عشر دقايق', 'ربع ساعه', 'نص ساعه', 'دقايق', 'شحال من دقيقه']),
    dl: gone(['fatet', 'fatou', 'fatt', 'fatet kter men', 'fatou kter men'], ['5 min', '10 min', '15 min', '20 min', '5 minutes', '10 minutes', '15 minutes', '5 d9aye9', '10 d9aye9', '5 dqayeq', '10 dqayeq', 'khams d9aye9', '3achr d9aye9', 'ro3 sa3a', 'rba3 sa3a', 'nos sa3a', 'nss sa3a', 'd9aye9', 'dqayeq']),
  },
  {
    // An episode that is over: it passed, it went away, it stopped on its own.
    id: 'episode_over',
    w: {},
    en: ['went away', 'has gone', 'is gone', 'it passed', 'its over', 'stopped on its own', 'resolved', 'back to normal', 'came round quickly', 'came to quickly', 'back to herself', 'back to himself', 'fine now', 'better now', 'ok now', 'recovered', 'feel fine', 'i feel perfectly fine', 'feel totally fine', 'eats and plays normally', 'eating and playing normally', 'acting normal', 'only once', 'just once', 'happened once', 'once only', 'nothing since', 'none since', 'stopped after', 'it stopped', 'playing again', 'is playing normally', 'back to playing', 'now she is playing', 'now she is fine and playing', 'now he is fine and playing', 'now he is playing', 'playing fine', 'plays fine', 'playing as usual', 'playing normal', 'plays normal', 'playing and laughing', 'has healed', 'it healed', 'healed up', 'healed well', 'is healing', 'healing well', 'already healing', 'only one time', 'just one time', 'no more since', 'fine since', 'fine since then', 'totally fine', 'completely fine', 'perfectly fine', 'ok since', 'nothing after', 'walking and speaking normally', 'walks and talks normally', 'walking and talking normally', 'walks and speaks normally', 'came round in a minute', 'a normal day after', 'normal day after', 'doing better', 'is doing better', 'he is better', 'she is better', 'good now', 'is good now', 'he is good now', 'she is good now', 'doing good now', 'is well now', 'he is well now', 'she is well now'],
    fr: ['c est passe', 'est passe', 'passee', 'disparu', 'disparue', 's est arrete tout seul', 'revenu a la normale', 'revenue a la normale', 'redevenue normale', 'redevenu normal', 'revenue a elle', 'revenu a lui', 'va bien maintenant', 'ca va mieux', 'gueri', 'guerie', 'je me sens bien', 'mange et joue normalement', 'joue normalement', 'une seule fois', 'puis plus rien', 'plus rien depuis', 'plus rien aujourd hui', 'une fois seulement', 'elle va bien', 'il va bien', 'elle joue de nouveau', 'il joue de nouveau', 'elle rejoue', 'il rejoue', 'elle joue maintenant', 'maintenant elle va bien', 'maintenant il va bien', 'maintenant elle joue', 'maintenant il joue', 'il joue maintenant', 'joue normal', 'joue bien', 'joue comme d habitude', 'joue et rigole', 'joue et rit', 'a cicatrise', 'c est cicatrise', 'bien cicatrise', 'ca cicatrise', 'en train de cicatriser', 'commence a cicatriser', 'remarche et parle normalement', 'marche et parle normalement', 'il remarche normalement', 'reprise en une minute', 'revenue a moi en une minute', 'revenu a moi en une minute', 'journee normale apres', 'il va mieux', 'elle va mieux', 'va beaucoup mieux', 'elle joue et mange normal', 'il joue et mange normal', 'joue et mange normal', 'joue et mange normalement', 'elle mange et joue normal', 'il mange et joue normal', 'va bien mtn', 'elle va bien mtn', 'il va bien mtn', 'tt va bien'],
    ar: ['زال', 'زالت', 'اختفى', 'اختفت', 'توقف وحده', 'عاد طبيعيا', 'عادت طبيعيه', 'عاد الى طبيعته', 'عادت الى طبيعتها', 'استعادت وعيها بسرعه', 'استعاد وعيه بسرعه', 'بخير الان', 'الان بخير', 'الان هو بخير', 'الان هي بخير', 'الان بخير وتلعب', 'الان بخير ويلعب', 'تعافى', 'تعافيت', 'شفيت', 'بخير تماما', 'اشعر بانني بخير', 'تاكل وتلعب بشكل عادي', 'ياكل ويلعب بشكل عادي', 'مره واحده', 'مره واحده فقط', 'توقف مباشرة', 'عادت تلعب', 'عاد يلعب', 'اصبحت بخير وتلعب', 'اصبح بخير ويلعب', 'يلعب بشكل عادي', 'تلعب بشكل عادي', 'يلعب ويضحك', 'تلعب وتضحك', 'التام الجرح', 'التئم الجرح', 'شفي الجرح', 'ترك اثرا', 'بقيت علامه', 'بقي اثر', 'بدا يلتئم', 'بدات تلتئم', 'في طور الشفاء', 'يتكلم بشكل طبيعي', 'فقت بسرعه', 'افقت بسرعه', 'كملت نهاري عادي', 'اكملت نهاري عاديا', 'وكملت نهاري عادي', 'اصبح احسن', 'اصبحت احسن', 'تحسنت حالته', 'تحسنت حالتها'],
    dz: ['راحت', 'فاتت', 'حبس وحدو', 'رجع نورمال', 'لاباس درك', 'درك لاباس', 'درك راهي لاباس', 'درك راهو لاباس', 'درك راهي تلعب', 'درك راهو يلعب', 'ريحت', 'برات', 'بريت', 'لاباس عليا', 'راهو ياكل و يلعب', 'راهي تاكل و تلعب', 'مره وحده', 'خطره وحده', 'مره وحده برك', 'ولات مليحه وتلعب', 'ولا مليح ويلعب', 'رجعت تلعب', 'رجع يلعب', 'ولات مليحه', 'ولا مليح', 'ولات عادي', 'ولا عادي', 'رجعت عادي', 'رجع عادي', 'ولات نورمال', 'ولا نورمال', 'يلعب عادي', 'تلعب عادي', 'يلعب نورمال', 'تلعب نورمال', 'يلعب ويضحك', 'تلعب وتضحك', 'الجرح برا', 'برا الجرح', 'برا كامل', 'الجرح برى', 'بقاتلي علامه', 'بقاتلو علامه', 'بقاتلها علامه', 'بقات العلامه', 'راهي تبرا', 'راهو يبرا', 'بدات تبرا', 'بدا يبرا', 'راه يبرا', 'رجع يمشي و يهدر عادي', 'رجع يمشي ويهدر عادي', 'رجع يهدر عادي', 'رجع يمشي عادي', 'ولا يمشي و يهدر عادي', 'كملت نهاري عادي', 'كملت نهاري نورمال', 'فقت فدقيقه', 'فقت في دقيقه', 'راهو خير', 'راهي خير', 'ولا خير', 'ولات خير'],
    dl: ['rahet', 'ra7et', 'fatet', 'hbes wahdou', '7bes wa7dou', 'rja3 normal', 'labas drk', 'labas dork', 'rya7t', 'brat', 'brit', 'labas 3liya', 'rah yakol w yel3ab', 'rahi takol w tal3ab', 'marra wa7da', 'mara wa7da', 'khatra wa7da', 'marra wahda', 'mara wahda', 'wllat mliha', 'wlla mli7', 'wllat 3adi', 'wella 3adi', 'wellat 3adia', 'rj3at 3adi', 'rja3 3adi', 'wallat mli7a', 'rj3at tel3ab', 'rja3 yel3ab', 'wllat tel3ab', 'ma 3andha walou', 'ma 3andou walou', 'daba labas', 'drk labas', 'dork labas', 'daba mli7', 'daba rani mli7', 'yel3ab normal', 'tel3ab normal', 'yel3ab 3adi', 'tel3ab 3adi', 'yel3ab w yedhak', 'tel3ab w tedhak', 'jer7 bra', 'jerh bra', 'bra jer7', 'bra kamel', 'b9atli 3alama', 'bqatli alama', 'b9atlou 3alama', 'b9atli trace', 'b9atli cicatrice', 'rahi tebra', 'rah yebra', 'bdat tebra', 'bda yebra', 'rja3 ymchi w yahder 3adi', 'rje3 ymchi w yahder 3adi', 'rja3 yemchi w yahder normal', 'rja3 yahder 3adi', 'rja3 ymchi 3adi', 'fe9t f d9i9a', 'fe9t bsor3a', 'fa9t f d9i9a', 'kamalt nhari normal', 'kamelt nhari normal', 'kamalt nhari 3adi', 'kmelt nhari normal', 'rah khir', 'rahi khir', 'wla khir', 'wlat khir'],
  },
  {
    // Something heard or read said ('i heard that fever brings fits', 'sme3t beli', 'قريت فالفيسبوك
    // بلي'): the signs named after it in the clause are a fear, not what the patient has (negation.ts).
    id: 'hearsay',
    w: {},
    en: ['i heard that', 'heard that', 'i have heard that', 'i read that', 'read that', 'i read on facebook', 'read on facebook', 'i read online', 'read online that', 'i saw on facebook', 'saw on facebook', 'saw on tiktok', 'they say that', 'people say that', 'read online', 'i read on the internet', 'read on the internet', 'i saw on tiktok'],
    fr: ['j ai entendu que', 'entendu que', 'j ai entendu dire', 'entendu dire que', 'j ai lu que', 'lu que', 'j ai lu sur facebook', 'lu sur internet', 'vu sur facebook', 'on dit que', 'il parait que', 'les gens disent que', 'lu sur facebook', 'j ai lu sur internet', 'j ai vu sur facebook', 'vu sur internet', 'vu sur tiktok'],
    ar: ['سمعت ان', 'سمعت انه', 'سمعت بان', 'سمعت بانه', 'قرات ان', 'قرات انه', 'قرات في الفيسبوك', 'قرات على الانترنت', 'يقولون ان', 'يقال ان', 'رايت في الفيسبوك', 'شاهدت في الفيسبوك', 'قرات على الفيسبوك', 'قرات في الانترنت'],
    dz: ['سمعت بلي', 'سمعت باللي', 'سمعت بللي', 'قريت بلي', 'قريت باللي', 'قريت فالفيسبوك', 'قريت في الفيسبوك', 'يقولو بلي', 'يقولو باللي', 'شفت فالفيسبوك', 'سمعت يقولو', 'قريت فالانترنات', 'قريت فالانترنت', 'شفت فالتيكتوك'],
    dl: ['sme3t beli', 'sma3t beli', 'sma3t bli', 'sme3t bli', 'smat beli', 'sme3t belli', '9rit beli', '9rit bli', 'qrit beli', '9rit f facebook', '9rit fel facebook', 'ygoulou beli', 'y9oulou beli', 'chft f facebook', 'chouft f facebook', 'chfet f facebook', 'qrit f facebook', '9rit f internet', '9rit fel internet', 'chefte f facebook', 'y9olo beli'],
  },
  {
    // Still out ('mazal ma fa9ch', 'toujours pas reveille', 'مازال ما فاقش'): unconscious now, whatever
    // 'passed' says beside it ('fatet 10 minutes', 'فاتت عشر دقايق': minutes gone by); derived.ts
    // reads it as unresponsive and as still going on.
    id: 'still_out',
    w: {},
    en: ['still not awake', 'still hasnt woken', 'still has not woken', 'still not woken', 'still not responding', 'still unconscious', 'still not come round', 'still hasnt come round', 'still not answering', 'still doesnt answer', 'still doesnt respond', 'still not reacting', 'still wont wake up', 'still not waking up', 'still not opening his eyes', 'still not opening her eyes', 'still unresponsive', 'still hasnt opened his eyes', 'still hasnt opened her eyes', 'still has not opened his eyes', 'still has not opened her eyes'],
    fr: ['toujours pas reveille', 'toujours pas reveillee', 'toujours pas revenu', 'toujours pas revenue', 'pas encore revenu a lui', 'pas encore revenue a elle', 'toujours inconscient', 'toujours inconsciente', 'repond toujours pas', 'ne repond toujours pas', 'reagit toujours pas', 'ne reagit toujours pas', 'toujours pas de reponse', 'toujours pas conscient', 'toujours pas consciente', 'ne se reveille toujours pas', 'se reveille toujours pas', 'n ouvre toujours pas les yeux', 'ouvre toujours pas les yeux', 'toujours pas ouvert les yeux'],
    ar: ['لم يستفق بعد', 'لم تستفق بعد', 'لم يفق بعد', 'لم تفق بعد', 'لا يزال فاقدا للوعي', 'ما زال فاقدا للوعي', 'لا تزال فاقده للوعي', 'ما زال ما يرد', 'ما زال لا يرد', 'لا يزال لا يرد', 'ما زال لا يستجيب', 'لا يزال لا يستجيب', 'ما زالت لا ترد', 'ما زالت ما ترد', 'ما زال ما يفتح عينيه', 'ما زال لا يفتح عينيه', 'لا يزال لا يفتح عينيه', 'لم يستيقظ بعد', 'لم تستيقظ بعد', 'لم يفتح عينيه بعد', 'لم تفتح عينيها بعد'],
    dz: ['مازال ما فاقش', 'مازال ما فاق', 'مازالت ما فاقتش', 'مازالها ما فاقت', 'مازال ما رجعش', 'مازال ما وعاش', 'مازال ما يجاوبش', 'ما زال ما يجاوبش', 'مازالت ما تجاوبش', 'مازال ما يردش', 'ما زال ما يردش', 'مازال ما حلش عينيه', 'ما زال ما حلش عينيه', 'مازالت ما حلتش عينيها', 'ما زال ما فتحش عينيه', 'مازال ما فتحش عينيه', 'مازالت ما فتحتش عينيها', 'ما زالت ما فتحتش عينيها', 'ما زال ما فاقش', 'ما زالت ما فاقتش'],
    dl: ['mazal ma fa9ch', 'mazal ma fa9', 'mazal ma faqch', 'mazel ma fa9ch', 'mazal ma fa9etch', 'mazala ma fa9etch', 'mazal ma rja3ch', 'mazal ma wa3ach', 'mazal ma yjawebch', 'mazal ma tjawebch', 'mazal ma yredch', 'mazal ma tredch', 'mazal ma y7elch 3inih', 'mazal ma t7elch 3iniha', 'mazal ma fte7ch 3inih', 'mazal mayjawebch', 'mazal ma fta7ch 3inih', 'mazal ma ftahch 3inih', 'mazala ma fat7etch 3iniha'],
  },
  {
    // Still shaking ('still jerking', 'tremble toujours', 'مازال يرجف', 'mazal yertej'): a fit going on now.
    id: 'still_shaking',
    w: {},
    en: ['still shaking', 'still jerking', 'still fitting', 'still seizing', 'still convulsing'],
    fr: ['il tremble toujours', 'elle tremble toujours', 'tremble encore', 'toujours en crise', 'convulse toujours', 'convulse encore'],
    ar: ['ما زال يرتجف', 'لا يزال يرتجف', 'ما زالت ترتجف', 'لا تزال ترتجف', 'ما زال يتشنج', 'لا يزال يتشنج'],
    dz: ['مازال يرجف', 'مازالت ترجف', 'مازال يترعش', 'مازالت تترعش', 'مازال يتخبط', 'مازالت تتخبط'],
    dl: ['mazal yertej', 'mazal tertej', 'mazal yerjef', 'mazal terjef', 'mazal yetkhabet', 'mazal tetkhabet'],
  },
  {
    // It stopped, then started again ('it stopped then started again', 'ca a recommence', 'رجعت
    // عاودت', 'rj3at 3awdet'): an episode that is not over, whatever 'stopped' says.
    id: 'started_again',
    w: {},
    en: ['started again', 'starts again', 'began again', 'restarted', 'it restarted', 'another one started', 'again and again', 'one after another', 'one after the other', 'back to back', 'then again', 'happened again right away'],
    fr: ['a recommence', 'ca a recommence', 'recommence', 'ca recommence', 'une autre crise', 'encore une crise', 'une apres l autre', 'les crises s enchainent', 's enchainent', 'crise sur crise'],
    ar: ['عادت مره اخرى', 'عاد مره اخرى', 'بدات من جديد', 'بدا من جديد', 'عادت من جديد', 'عاد من جديد', 'ثم عادت', 'ثم عاد', 'تكررت مباشره', 'واحده بعد الاخرى', 'نوبه بعد نوبه'],
    dz: ['رجعت عاودت', 'رجع عاود', 'عاودتلو', 'عاودتلها', 'رجعتلو', 'رجعتلها', 'وحده مورا وحده', 'وحده ورا وحده', 'عاودت طول'],
    dl: ['rj3at 3awdet', 'rja3 3awed', 'rja3 3awd', 'rj3at 3awdat', '3awdetlou', '3awdatlou', '3awdetlha', 'rj3atlou', 'rj3atlha', 'wa7da mor wa7da', 'w7da mora w7da', 'wahda mor wahda', '3awdet tol'],
  },
  {
    // A trace, not a flow: a streak of blood, a few drops.
    id: 'trace',
    w: {},
    en: ['a little', 'a bit of', 'a trace of', 'traces of', 'a streak of', 'streaks of', 'a few drops', 'a drop of', 'tiny bit', 'spotting', 'a speck', 'trace of', 'tiny bit of', 'specks of', 'a tiny amount', 'a small amount of', 'a smear of', 'a tiny streak of', 'tiny streak', 'a streak', 'a small line of', 'small line of', 'a line of', 'the size of a coin', 'size of a coin', 'coin sized', 'the size of a chickpea', 'size of a pea', 'size of a fingernail', 'few red streaks', 'a few red streaks', 'some red streaks', 'few streaks', 'a few streaks', 'streaks', 'streaked with', 'flecks of', 'a few flecks', 'specks'],
    fr: ['un peu de', 'des traces de', 'une trace de', 'quelques gouttes', 'une goutte', 'un filet de', 'un tout petit peu', 'trace de', 'petite trace', 'traces de', 'un peu de sang', 'un petit peu de', 'des petits points de', 'un petit filet de', 'taille d une piece', 'grand comme une piece', 'comme une piece de monnaie', 'taille d un pois chiche', 'comme un pois chiche', 'des filets', 'quelques filets', 'des stries', 'quelques stries'],
    ar: ['قليل من', 'قليلا من', 'اثار', 'اثر', 'خيط', 'قطرات', 'قطره', 'نقطه', 'القليل من', 'نقاط من', 'قليل جدا', 'خيط صغير من', 'بحجم حبه الحمص', 'بحجم حبه حمص', 'بحجم قطعه نقديه', 'بحجم الظفر', 'خيوط', 'خيوط حمراء', 'بعض الخيوط'],
    dz: ['شويه', 'شوي', 'شويا', 'نقطه', 'قطرات', 'خيط تاع', 'شويه تاع', 'قد حبه الحمص', 'قد الحمصه', 'قد الدورو', 'قد دورو', 'قد الظفر', 'قد الصوردي', 'خيوط', 'خيوط حمر', 'شوية خيوط'],
    dl: ['chwiya', 'chwia', 'chwya', 'nokta', 'no9ta', 'qtarat', 'khit ta3', 'chwiya ddem', 'chwia dem', 'chouia', 'chwiya ta3', '9ad 7abbat l7ommos', '9ad l7ommosa', '9ad douro', '9ad ddouro', 'qad douro', '9ad dfer', 'khyout', 'khyout 7mar', 'chwiya khyout'],
  },
  {
    // Seen and cleared: a doctor or a test already found nothing ('the ECG was normal').
    id: 'checked_clear',
    w: {},
    en: ['will come out on its own', 'will pass on its own', 'it will come out by itself', 'was normal', 'were normal', 'came back normal', 'all normal', 'everything was normal', 'ecg was normal', 'tests were normal', 'scan was normal', 'nothing was found', 'they found nothing', 'found nothing', 'said it was nothing', 'all clear', 'checked and fine', 'the doctor said its', 'doctor said it is', 'the doctor says its', 'heart is fine', 'my heart is fine', 'heart is normal', 'echo was normal', 'heart is healthy', 'ecg normal', 'ecgs were normal', 'everything normal', 'all came back normal', 'came back fine', 'all fine', 'holter normal', 'was clean', 'came back clean', 'were clean', 'xray was clean', 'x ray was clean', 'they said it was fine', 'they said nothing serious', 'said there was nothing', 'nothing in it', 'said febrile convulsion', 'said it was a febrile convulsion', 'said it was febrile convulsion', 'will pass by itself', 'will come out by itself', 'radio was clean', 'radio thorax was clean', 'echo showed the heart', 'baby s heart is beating', 'heartbeat on the echo', 'the babys heart beats fine', 'heart is perfect', 'said my heart is perfect', 'normal every time', 'everything came back normal', 'everything was normal', 'all came out fine', 'all came back clear', 'all normal', 'said febrile seizure', 'said it was a febrile seizure', 'said it was febrile seizure', 'they said febrile seizure'],
    fr: ['va sortir tout seul', 'va sortir toute seule', 'sortira tout seul', 'sortira toute seule', 'va sortir dans les selles', 'tout etait normal', 'etait normal', 'etait normale', 'etaient normaux', 'bilan normal', 'bilan etait normal', 'ecg normal', 'examens normaux', 'analyses normales', 'rien trouve', 'on n a rien trouve', 'radio normale', 'scanner normal', 'rien de grave', 'le medecin dit que c est', 'le medecin a dit que c est', 'le docteur dit que c est', 'le coeur va bien', 'coeur est normal', 'coeur normal', 'echo normale', 'echo du coeur normale', 'echo coeur normale', 'tout est normal', 'tout normal', 'tout etait bon', 'tout est bon', 'resultats normaux', 'sont normaux', 'holter normal', 'ils m ont dit que c est rien', 'ils ont dit que c est rien', 'on m a dit que c est rien', 'ils ont rien trouve', 'il n y a rien', 'convulsion febrile', 'ont dit convulsion febrile', 'va sortir toute seule', 'va sortir tout seul', 'sortira toute seule', 'sortira tout seul', 'ecg et analyses normaux', 'ecg et analyses normales', 'le coeur du bebe bat bien', 'l echo etait bien', 'echo montre le coeur', 'tout etait normal', 'tout est normal', 'tout est sorti normal', 'tout etait normal', 'tout est revenu normal', 'tout etait bon', 'resultats normaux', 'tt est normal', 'tt normal', 'tt etait normal', 'ils ont dit tt est normal'],
    ar: ['ستخرج وحدها', 'ستخرج لوحدها', 'سيخرج وحده', 'سيخرج لوحده', 'تخرج وحدها', 'يخرج وحده', 'كانت سليمه', 'كانت طبيعيه', 'كان سليم', 'كان سليما', 'كان طبيعي', 'كان طبيعيا', 'جاء سليم', 'جاء سليما', 'التحاليل سليمه', 'التحاليل طبيعيه', 'كل شيء طبيعي', 'كل شيء كان طبيعيا', 'لم يجدوا شيئا', 'تخطيط القلب طبيعي', 'الفحوصات سليمه', 'الفحوصات طبيعيه', 'قال الطبيب إنه', 'الطبيب قال إنه', 'قال الطبيب أنه', 'قلبك سليم', 'قلبي سليم', 'القلب سليم', 'قلبه سليم', 'كل شيء سليم', 'خرجت سليمه', 'النتائج سليمه', 'النتائج طبيعيه', 'كلها سليمه', 'قالوا لي لا يوجد شيء', 'قالوا انه لا يوجد شيء', 'لم يجدوا أي شيء', 'قالوا لا شيء', 'قالوا تشنج حراري', 'تشنجات حمويه', 'الجنين بخير', 'قلب الجنين ينبض', 'سيخرج وحده', 'قالو نظيف', 'قال لا يوجد شيء', 'قال لا يوجد شي', 'وقال لا يوجد شي', 'قال ما فيه شيء', 'قلبك صحيح', 'قلبي صحيح', 'كل شي طلع سليم', 'كل شيء طلع سليم', 'طلع كل شيء سليم', 'كل شي سليم', 'كل شي طبيعي', 'طلع سليم', 'طلعت سليمه', 'ظهر كل شيء سليما', 'كانت النتائج سليمه', 'تخطيط القلب سليم', 'تخطيط قلب سليم', 'تخطيط القلب كان سليما', 'تخطيط القلب كان سليم', 'رسم القلب سليم', 'رسم القلب طبيعي', 'قال الطبيب لاباس', 'فحصها وقال لاباس', 'فحصه وقال لاباس'],
    dz: ['تخرج وحدها', 'يخرج وحدو', 'تخرج وحدها مع الكاكا', 'يخرج وحدو مع الكاكا', 'كلش نورمال', 'كلش كان نورمال', 'التحاليل مليحين', 'كانت مليحه', 'كانو مليحين', 'جات مليحه', 'التحاليل نورمال', 'ما لقاو والو', 'ما صابو والو', 'قالي ما عندك والو', 'لاناليز نورمال', 'الطبيب قال بلي', 'قالي الطبيب بلي', 'قلبك مليح', 'قلبي مليح', 'قلبو مليح', 'قلبها مليح', 'قالو كلش مليح', 'قالو قلبك مليح', 'التحاليل كلش مليحه', 'خرجو مليحين', 'خرجو نورمال', 'كلش مليح', 'قالولي كلش مليح', 'جاو مليحين', 'قالولي ما فيها والو', 'قالولي ما فيه والو', 'قالولي ما عندك والو', 'قالولي ما كاين والو', 'قالولو ما عندو والو', 'قالولها ما عندها والو', 'ما لقاو فيها والو', 'قالو fievre convulsion', 'قالو convulsion febrile', 'البيبي لاباس', 'الحمل مليح', 'يخرج وحدو', 'تخرج وحدها', 'قالي صدرك نقي', 'صدرك نقي', 'قلبك صحيح', 'قالي قلبك صحيح', 'قلبي صحيح', 'قالي نورمال', 'قالولي نورمال', 'قالتلي نورمال', 'كلشي نورمال', 'قاع نورمال', 'كلش نورمال', 'كلش طلع مليح', 'كلشي طلع مليح', 'كلشي مليح', 'كلشي نورمال', 'طلع كلش مليح', 'خرج كلش مليح', 'كلش خرج نورمال', 'تخطيط القلب مليح', 'تخطيط القلب نورمال', 'رسم القلب نورمال', 'الطبيب قال لاباس'],
    dl: ['tokhroj wa7dha', 'tekhrej wa7dha', 'ykhrej wa7dou', 'tkhrej wahdha', 'ykhrej wahdou', 'kolch normal', 'kolech normal', 'analyses normal', 'les analyses normal', 'analyses mla7', 'kanet mli7a', 'kanou mla7', 'jat mli7a', 'ma l9aw walou', 'ma sabou walou', 'galli ma 3andek walou', 'tahalil normal', 'kolch kan normal', 'tbib 9al bli', '9ali tbib bli', 'galbek mli7', '9albek mli7', 'qalbek mlih', 'galbi mli7', '9albi mli7', 'galbou mli7', 'analyses ga3 mli7', 'ecg mli7', 'kolch mli7', 'kolchi mli7', 'khorjou mla7', 'khorjou normal', 'jaw mla7', 'tout normal', '9alouli ma fiha walou', 'galouli ma fiha walou', '9alouli ma kayen walou', '9alouli ma 3andek walou', 'galouli ma 3andek walou', 'ma l9aw fiha walou', '9aloulou ma 3andou walou', '9alou convulsion febrile', 'galou convulsion febrile', 'bebe labas', 'l7aml mli7', 'ykhrej wa7dou', 'tokhrej wa7dha', 'tla3et normale', 'radio normale', '9alb ta3 bebe ykhdem', '9alb bebe ydreb normal', 'galbek sa7i7', '9albek s7i7', 'galbek s7i7', 'gali normal', 'galouli normal', '9ali normal', '9alouli normal', 'kolchi normal', 'koulchi normal', 'kolchi kan normal', 'kolchi mla7', 'kolchi tla3 mli7', 'kolch tla3 normal', 'kolchi tla3 normal', 'kolch khrej normal', 'kolchi khrej mli7', 'tla3 kolch mli7', 'tbib 9al labas'],
  },
  {
    // Something a small child swallows that harms in no ordinary amount: toothpaste, chalk.
    id: 'harmless_swallow',
    w: {},
    en: ['toothpaste', 'chalk', 'crayon', 'silica gel', 'play dough', 'playdough', 'a bit of soap', 'came out in his stool', 'came out in her stool', 'came out in the stool', 'came out in his poo', 'came out in her poo', 'passed it in his stool', 'passed it in her stool'],
    fr: ['dentifrice', 'craie', 'pate a modeler', 'sachet de silice', 'un peu de savon', 'rejetee dans les selles', 'rejete dans les selles', 'sorti dans les selles'],
    ar: ['معجون الاسنان', 'معجون اسنان', 'طباشير', 'الطباشير', 'معجون', 'خرجت مع البراز', 'خرج مع البراز'],
    dz: ['الدونتيفريس', 'دونتيفريس', 'المعجون', 'معجون السنان', 'معجون السنين', 'معجون الاسنان', 'معجون تاع السنان', 'طباشير', 'لاكري', 'الباط', 'الصلصال', 'خرجت مع البراز', 'خرجت فالبراز', 'خرج فالبراز'],
    dl: ['dentifrice', 'dontifris', 'ma3joun snan', 'maajoun snan', 'ma3jon snan', 'ma3joun ta3 snan', 'la craie', 'lakri', 'pate a modeler', 'lpate', 'khrjet m3a lbraz', 'khrejt f lbraz', 'khrej f lbraz'],
  },
  {
    // What makes anyone faint once: heat, a needle or blood drawn, an empty stomach, getting up fast.
    // Ranking only: a faint with it is the family doctor's (no alarm reads it).
    id: 'faint_trigger',
    w: {},
    en: ['at the hammam', 'in the hammam', 'hot bath', 'because of the heat', 'bc of the heat', 'from the heat', 'really hot', 'giving blood', 'gave blood', 'donating blood', 'blood test', 'taking my blood', 'took my blood', 'drawing blood', 'saw the needle', 'fasting', 'while fasting', 'hadnt eaten', 'had not eaten', 'empty stomach', 'skipped breakfast', 'stand up too fast', 'stand up fast', 'get up too fast', 'get up fast', 'stood up fast', 'when i stand up', 'took blood', 'they took blood', 'taking blood', 'blood draw', 'needles', 'with needles', 'sight of blood', 'blood was taken', 'see a needle', 'get up from bed', 'got up from bed'],
    fr: ['au hammam', 'au bain maure', 'a cause de la chaleur', 'la chaleur', 'prise de sang', 'don du sang', 'donne mon sang', 'vu l aiguille', 'a jeun', 'pendant ramadan', 'en jeunant', 'pas mange', 'rien mange', 'sans manger', 'quand je me leve', 'en me levant', 'je me leve vite', 'me lever vite', 'leve brusquement', 'aiguille', 'aiguilles', 'vue du sang', 'a la prise de sang', 'lors de la prise de sang', 'pendant la prise de sang', 'quand on m a pris du sang', 'ils m ont pris du sang', 'en me levant du lit', 'je me leve du lit', 'quand je me mets debout', 'debout d un coup'],
    ar: ['بسبب الحر', 'من الحر', 'الحراره', 'اثناء سحب الدم', 'سحب الدم', 'التبرع بالدم', 'تبرعت بالدم', 'عند رؤيه الابره', 'صائم', 'صائما', 'صايم', 'اثناء الصيام', 'في رمضان', 'لم اكل', 'على الريق', 'عند الوقوف', 'عندما اقف', 'حين اقف', 'عند سحب الدم', 'رؤيه الدم', 'عندما اقف فجاه', 'عند القيام من الفراش', 'عندما انهض', 'عندما انهض بسرعه', 'عندما سحبوا لي الدم'],
    dz: ['من السخانه تاع الحمام', 'فالحمام تاع الحومه', 'كي داولي الدم', 'كي ديت التحليل', 'كي عطيت الدم', 'كي شفت الابره', 'وانا صايم', 'صايم', 'صايمه', 'فرمضان', 'ما كليتش', 'ما فطرتش', 'كي نوض', 'كي نقوم', 'كي نوض من القعده', 'كي نقوم بالزربه', 'كي داروني التحليل', 'كي شفت الدم', 'كي نوقف', 'كي نوقف فجاه', 'كي نوقف من الفراش', 'كي نوض من الفراش', 'كي نوض فجاه'],
    dl: ['f hammam', 'fel hammam', 'f l7emmam', 'men s5ana ta3 hammam', 'ki dawli dem', 'ki 3titt dem', 'ki 3tit dem', 'analyse ta3 dem', 'ki chft lebra', 'sayem', 'sayma', 'ana sayem', 'f ramdan', 'ma klitch', 'ma ftartch', 'ki nnod', 'ki nod', 'ki n9oum', 'ki nqoum', 'ki nnod mn l9e3da', 'ki n9oum bzerba', 'ki n9oum fjel', 'ki nnod b zerba', 'ki dawli ddem', 'ki chft dem', 'ki nw9ef', 'ki nouqef', 'ki nwa9ef', 'ki nwa9ef fjel', 'ki nnod mn frach', 'ki nod mn frach', 'ki nw9ef mn frach'],
  },
  {
    // The same episode known from before ('happened to me before with needles', 'ca m est deja
    // arrive'): with its trigger, a faint the person knows.
    id: 'happened_before',
    w: {},
    en: ['happened to me before', 'happen to me before', 'happens to me before', 'has happened before', 'it happened before', 'happened before', 'always happens to me', 'happens to me every time', 'happens every time'],
    fr: ['deja arrive', 'ca m est deja arrive', 'c est deja arrive', 'm est deja arrive', 'ca m arrive a chaque fois', 'ca m arrive chaque fois'],
    ar: ['حدث لي من قبل', 'حدث معي من قبل', 'صار لي من قبل', 'حصل لي من قبل', 'حصل معي سابقا', 'يحدث لي كل مره'],
    dz: ['صراتلي من قبل', 'صرالي من قبل', 'جاتني من قبل', 'صراتلي قبل', 'ديما تصرالي', 'كل مره تصرالي'],
    dl: ['sratli 9bel', 'sratli men 9bel', 'srali men 9bel', 'srali 9bel', 'jatni men 9bel', 'dima tsrali', 'kol mara tsrali'],
  },
  {
    // A faint with its trigger known from before (derived.ts): settled like one checked clear.
    id: 'known_faint',
    w: {},
  },
  {
    // The sign explained in the same message by a harmless cause.
    id: 'harmless_cause',
    w: {},
    en: ['beetroot', 'beets', 'beet', 'beet salad', 'iron tablets', 'iron pills', 'iron supplements', 'stood up too fast', 'got up too quickly', 'after coughing', 'from coughing', 'after the gym', 'after lifting', 'watermelon', 'red food', 'blowing my nose', 'after blowing my nose', 'ferrous sulfate', 'getting up quickly', 'got up quickly', 'stood up quickly', 'standing up fast', 'hot shower', 'hot bath', 'taking iron', 'on iron', 'iron syrup', 'iron tablet', 'iron pill', 'take iron', 'started iron', 'after sneezing', 'from sneezing', 'sneezed hard', 'dry air', 'the air is dry', 'dry house'],
    fr: ['betterave', 'betteraves', 'comprimes de fer', 'le fer', 'en me levant trop vite', 'leve trop vite', 'a force de tousser', 'apres la salle', 'apres le sport', 'pasteque', 'tardyferon', 'ferrostrane', 'fumafer', 'supplement de fer', 'en me mouchant', 'apres m etre mouche', 'mouche tres fort', 'en me levant vite', 'en se levant vite', 'leve vite', 'douche chaude', 'bain chaud', 'je prends du fer', 'cachets de fer', 'traitement martial', 'apres avoir eternue', 'a force d eternuer', 'en eternuant', 'eternue fort', 'air sec', 'se cure', 'se curer', 'il se cure'],
    ar: ['الشمندر', 'البنجر', 'البتراف', 'بتراف', 'البيتراف', 'حبوب الحديد', 'اقراص الحديد', 'عند الوقوف بسرعه', 'من كثره السعال', 'بعد الرياضه', 'البطيخ', 'بطيخ', 'في الحمام الساخن', 'عند الوقوف بسرعة', 'عندما وقفت بسرعة', 'دواء الحديد', 'اخذ الحديد', 'اتناول الحديد', 'شراب الحديد', 'حبوب حديد', 'بعد العطاس', 'من العطاس', 'من كثره العطس', 'بعد ما عطست', 'الهواء الجاف', 'يدخل اصبعه', 'تدخل اصبعها', 'الهواء جاف', 'الجو جاف'],
    dz: ['البربا', 'باربا', 'البتراف', 'بتراف', 'البيتراف', 'البيطراف', 'دوا تاع الحديد', 'كي نوض بالزربه', 'من الكحه', 'من السعله', 'بعد السبور', 'الدلاع', 'دلاع', 'كي نمسح نيفي', 'كي نمخط', 'كي نضت بالزربة', 'كي نوضت بالزربة', 'فالحمام', 'ناخذ الحديد', 'نشرب الحديد', 'دوا الحديد', 'حبوب الفير', 'ناخذ الفير', 'من العطسه', 'كي عطست', 'بعد ما عطست', 'يدخل صبعو', 'تدخل صبعها', 'يدخل صبعو ديما', 'نشف الدار', 'نشف الهوا', 'الهوا ناشف', 'الجو ناشف', 'الدار ناشفه'],
    dl: ['barba', 'lbarba', 'betrav', 'lbetrav', 'betterave', 'betrave', 'lbetrave', 'dwa ta3 lhdid', 'fer', 'ki nnod bzerba', 'mn lka7a', 'mn so3la', 'ba3d sport', 'dela3', 'della3', 'dlaa', 'ki nmsa7 nifi', 'ki nmakhat', 'tardyferon', 'ki nodt b zerba', 'ki noudt b zerba', 'ki nod b zerba', 'f lhammam', 'nakhod lhdid', 'nakhed lhdid', 'nakhed lfer', 'nakhod lfer', 'dwa lfer', 'hboub lfer', 'dwa lhdid', 'chrab lfer', 'ba3d ma 3tast', 'mn l3tas', 'ki 3tast', '3tast bzf', 'ydkhel sbo3ou', 'ydakhel sb3ou', 'ydkhel sba3ou', 'tdkhel sbo3ha', 'nchef dar', 'nchef ddar', 'lhwa nachef', 'ljaw nachef'],
  },
  {
    // A question whether a dose taken by mistake is too much ('is that an overdose?', 'c'est une
    // surdose?', 'wach hadi overdose?'): a worry asked, not pills swallowed on purpose. It asks the
    // screen (a strong sign in screen.ts); pills counted or taken on purpose still flag.
    id: 'dose_question',
    w: {},
    en: ['is that an overdose', 'is this an overdose', 'is it an overdose', 'is that too much paracetamol', 'did i take too much', 'took it twice by mistake', 'took two by mistake', 'by mistake i took'],
    fr: ['est ce une surdose', 'c est une surdose', 'est ce un surdosage', 'c est un surdosage', 'pris deux fois par erreur', 'par erreur j ai pris', 'j ai oublie et repris'],
    ar: ['هل هذه جرعه زائده', 'هل هي جرعه زائده', 'اخذت مرتين بالخطا', 'اخذته مرتين بالخطا', 'نسيت واخذت'],
    dz: ['واش هادي جرعه زايده', 'شربتو مرتين بالغلط', 'نسيت و شربت', 'بالغلط شربت'],
    dl: ['wach hadi overdose', 'chrabtou marrtin b ghalta', 'nsit w chrabt', 'b ghalta chrabt', 'chrabt marrtin'],
  },
  {
    // Swallowing said to be fine: 'j'avale bien', 'البلع عادي' (a sore throat, a fish bone that went down).
    id: 'swallows_well',
    w: {},
    en: ['swallowing fine', 'swallowing is fine', 'swallowing is normal', 'swallow fine', 'swallow normally', 'can swallow', 'swallowing ok', 'swallow my saliva fine', 'can swallow my saliva', 'eating and drinking normally', 'eat and drink normally', 'i eat and drink normal'],
    fr: ['avale bien', 'j avale bien', 'avale normalement', 'deglutition normale', 'avaler sans probleme', 'avale sans probleme', 'avale ma salive normalement', 'j avale ma salive', 'avale ma salive', 'je mange je bois normal', 'je mange et je bois normal', 'je mange et bois normalement', 'mange et boit normalement', 'je mange et je bois normalement', 'mange et boit normal'],
    ar: ['البلع عادي', 'البلع طبيعي', 'ابلع بشكل طبيعي', 'ابلع بشكل عادي', 'استطيع البلع', 'أبلع ريقي بشكل عادي', 'اكل واشرب بشكل عادي', 'ناكل ونشرب عادي', 'ياكل ويشرب بشكل عادي'],
    dz: ['نبلع مليح', 'نبلع نورمال', 'يبلع مليح', 'تبلع مليح', 'نبلع ريقي مليح', 'ناكل و نشرب عادي', 'ناكل ونشرب نورمال', 'ياكل و يشرب عادي', 'ناكل و نشرب نورمال'],
    dl: ['nebla3 mli7', 'nbla3 normal', 'nebla3 normal', 'yebla3 mli7', 'tebla3 mli7', 'nebla3 ri9i mli7', 'nbla3 ri9i normal', 'nakol w nechrob normal', 'nakol w nochrob 3adi', 'yakol w yechrob normal', 'nakol w nchrob normal'],
  },
  {
    // Breathing said to be fine: 'breathing fine', 'je respire normalement' (denied, it is a complaint).
    id: 'breathes_well',
    w: {},
    en: ['not breathing fast', 'isnt breathing fast', 'not breathing quickly', 'not breathing hard', 'no fast breathing', 'breathing fine', 'breathing is fine', 'breathing ok', 'breathing is ok', 'breathing okay', 'breathe fine', 'breathe ok', 'breathe okay', 'breathe normally', 'breathing normally', 'breathes normally', 'breathes fine', 'breathing normal', 'breathing well', 'breathes well', 'breathing is normal', 'not breathing with difficulty', 'isnt breathing hard', 'not struggling to breathe', 'isnt struggling to breathe', 'no struggle to breathe'],
    fr: ['respire pas vite', 'ne respire pas vite', 'respire pas rapidement', 'ne respire pas rapidement', 'respire pas fort', 'respire normalement', 'respire bien', 'respire normal', 'respiration normale', 'respiration est normale', 'respire sans probleme', 'respire pas difficilement', 'ne respire pas difficilement', 'respire pas avec difficulte', 'respire sans difficulte', 'ne peine pas a respirer', 'respire sans peine'],
    ar: ['لا يتنفس بسرعه', 'لا تتنفس بسرعه', 'لا اتنفس بسرعه', 'ولا يتنفس بسرعه', 'ولا تتنفس بسرعه', 'اتنفس بشكل طبيعي', 'يتنفس بشكل طبيعي', 'تتنفس بشكل طبيعي', 'التنفس طبيعي', 'تنفسي طبيعي', 'تنفسه طبيعي', 'اتنفس جيدا', 'يتنفس جيدا', 'تتنفس جيدا', 'اتنفس بشكل عادي', 'يتنفس بشكل عادي', 'تتنفس بشكل عادي', 'لا يتنفس بصعوبه', 'لا تتنفس بصعوبه', 'لا اتنفس بصعوبه', 'ولا يتنفس بصعوبه', 'ولا تتنفس بصعوبه', 'يتنفس بدون صعوبه', 'تتنفس بدون صعوبه', 'اتنفس بدون صعوبه', 'لا يجد صعوبه في التنفس', 'ولا يجد صعوبه في التنفس', 'لا تجد صعوبه في التنفس', 'ولا تجد صعوبه في التنفس', 'لا اجد صعوبه في التنفس', 'ولا اجد صعوبه في التنفس', 'بدون صعوبه في التنفس', 'دون صعوبه في التنفس'],
    dz: ['ما يتنفسش بالزربه', 'ما تتنفسش بالزربه', 'ما يتنفسش بزربه', 'ما تتنفسش بزربه', 'ما نتنفسش بالزربه', 'وما يتنفسش بالزربه', 'وما تتنفسش بالزربه', 'نتنفس مليح', 'يتنفس مليح', 'تتنفس مليح', 'نتنفس نورمال', 'يتنفس نورمال', 'تتنفس نورمال', 'النفس نورمال', 'نتنفس عادي', 'يتنفس عادي', 'ما يتنفسش بالسيف', 'ما نحسش بالضيقة', 'ما عنديش الضيقة', 'نفسي لاباس', 'النفس لاباس', 'نفسي مليح', 'النفس مليح', 'نفسي نورمال', 'ما عنديش ضيقه نفس', 'ما عنديش ضيقه النفس', 'ما عنديش ضيقه في النفس', 'ما عنديش ضيقه فالنفس', 'ما عنديش الضيقه في النفس', 'ما عنديش الضيقه فالنفس', 'ما عنديش ضيقه تاع النفس', 'ما نحسش بضيقه في النفس', 'ما نحسش بالضيقه في النفس', 'ما يتنفسش صعيب', 'ما تتنفسش صعيب', 'ما نتنفسش صعيب', 'ما يتنفسش بصعوبه', 'ما تتنفسش بصعوبه', 'ما يتنفسش بالصعيب', 'ما تتنفسش بالصعيب', 'يتنفس بلا صعوبه', 'تتنفس بلا صعوبه', 'ما يلقاش صعوبه في التنفس', 'يتنفس بلا مشكل', 'تتنفس بلا مشكل', 'نتنفس بلا مشكل'],
    dl: ['ma yetneffesch bzerba', 'ma tetneffesch bzerba', 'ma ytnafasch bzerba', 'ma ttnafasch bzerba', 'ma yetneffesch bezerba', 'ma tetneffesch bezerba', 'ma ytnafsch bzerba', 'ma yetneffesch fissa3', 'ma tetneffesch fissa3', 'ntnafes mli7', 'ntnafes mlih', 'ntnafes normal', 'yetnafes mli7', 'yetnafes mlih', 'yetnafes normal', 'tetnafes mli7', 'tetnafes normal', 'nefs normal', 'ntneffes normal', 'ntneffes mli7', 'ma yetnefesch b sif', 'ma ytnfesch bessif', 'ma n7esch b dayi9', 'ma n7esch b dayqa', 'ma 3andich dayi9', 'ma 3andouch dayi9', 'nfsi labas', 'nefsi labas', 'nafsi labas', 'nfsi mli7', 'nefsi mli7', 'nafsi mlih', 'nfsi normal', 'nefsi normal', 'nefs labas', 'ma yetneffesch s3ib', 'ma tetneffesch s3ib', 'ma ytnafsch s3ib', 'ma ttnafsch s3ib', 'ma yetnafesch s3ib', 'ma tetnafesch s3ib', 'ma ntneffesch s3ib', 'ma yetneffesch b s3ouba', 'ma tetneffesch b s3ouba', 'ytneffes bla mochkil', 'ttneffes bla mochkil', 'ntneffes bla mochkil', 'yetnaffes bla mochkil'],
  },
  {
    // A baby in the womb said to move well: not a loss of movement (denied, it is one).
    id: 'moves_well',
    w: {},
    en: ['started kicking again', 'started moving again', 'moving again', 'kicking again', 'moved again', 'moving well', 'moves well', 'moving a lot', 'moving normally', 'moves normally', 'kicking well', 'kicks well', 'kicking a lot', 'moves alot', 'moves a lot', 'moving alot', 'moving good', 'moves good', 'moving fine', 'moves fine', 'kicking alot', 'kicks alot', 'moving as usual'],
    fr: ['recommence a bouger', 'a recommence a bouger', 'rebouge', 'il rebouge', 'bouge de nouveau', 'bouge a nouveau', 'a rebouge', 'bouge bien', 'bouge normalement', 'bouge beaucoup', 'bouge tres bien', 'bouge bcp', 'bouge normal', 'bouge comme d habitude', 'il bouge bien', 'elle bouge bien', 'tape bien', 'donne des coups'],
    ar: ['عاد يتحرك', 'عاد للحركه', 'تحرك مجددا', 'يتحرك من جديد', 'عادت حركته', 'يتحرك جيدا', 'يتحرك بشكل طبيعي', 'حركته طبيعيه', 'حركه الجنين طبيعيه', 'يتحرك بشكل عادي', 'يتحرك كثيرا', 'يتحرك بكثره', 'حركته جيده', 'يتحرك بشكل جيد'],
    dz: ['رجع يتحرك', 'رجع يضرب', 'رجع يضرب مليح', 'رجع يتحرك مليح', 'ولا يضرب مليح', 'ولى يضرب', 'يتحرك مليح', 'يتحرك نورمال', 'يتحرك عادي', 'يتحرك بزاف', 'يتحرك بالزاف', 'راهو يتحرك', 'يتحرك كيما العاده', 'يضرب مليح'],
    dl: ['rja3 ytharrek', 'rja3 yet7arrek', 'rja3 yet7arrak', 'rja3 yedrab', 'rja3 yedreb', 'wla yedrab', 'wla yedreb', 'wla yedrab mlih', 'yedrab mlih', 'ydrab mlih', 'rja3 ytharrek mlih', 'yt7arek mli7', 'yet7arek mli7', 'yt7arek normal', 'yet7arek normal', 'yetharek mlih', 'ytharek normal', 'yet7arrak mli7', 'yt7arrak mli7', 'yet7arek bzaf', 'yt7arek bzaf', 'yet7arrak bzaf', 'yetharek bzaf', 'yedreb mli7', 'yharek normal', 'y7arek normal', 'yharek mlih', 'y7arek mli7', 'yharek 3adi', 'y7arek 3adi', 'yt7arek 3adi', 'yet7arek 3adi', 'tharek normal', 't7arek normal'],
  },
  {
    // The eye sees well: a red or sore eye without any loss of sight.
    id: 'sees_well',
    w: {},
    en: ['see fine', 'see well', 'i can see fine', 'i can see well', 'vision is fine', 'vision is normal', 'sight is fine', 'seeing fine', 'my vision is ok', 'see perfectly', 'i see perfectly', 'vision is perfect', 'see normally', 'i see normally', 'seeing normally', 'vision is clear'],
    fr: ['je vois bien', 'vois bien', 'vois normalement', 'vision normale', 'la vue est bonne', 'ma vue va bien', 'je vois tres bien', 'vois tres bien', 'je vois parfaitement', 'je vois normal', 'vue normale', 'je vois clair'],
    ar: ['ارى جيدا', 'اري جيدا', 'الرؤيه طبيعيه', 'نظري جيد', 'نظري سليم', 'أرى بشكل جيد', 'أرى بوضوح', 'ارى بشكل طبيعي', 'ارى بشكل عادي', 'الرؤيه عاديه'],
    dz: ['نشوف مليح', 'نشوف نورمال', 'الشوفه مليحه', 'نشوف مليح بزاف', 'نشوف كلش', 'نشوف عادي', 'نشوف بشكل عادي'],
    dl: ['nchouf mli7', 'nchouf mlih', 'nchouf normal', 'chofa mli7a', 'chofa mliha', 'nchouf mli7 bzf', 'nchouf kolch', 'nchouf 3adi', 'nchouf adi'],
  },
];
