import type { Concept } from './types.ts';

/** Eyes, ears, nose and throat. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const SENSES: Concept[] = [
  {
    // Eyes shut for a moment (a faint, a dizzy spell, sleep): no eye complaint, so the eye
    // named inside it sends the message to no eye doctor.
    id: 'eyes_shut',
    w: {},
    en: ['closed my eyes', 'shut my eyes', 'my eyes closed', 'eyes closed', 'eyes shut', 'closed his eyes', 'closed her eyes'],
    fr: ['ferme les yeux', 'les yeux fermes', 'yeux fermes', 'fermer les yeux', 'j ai ferme les yeux'],
    ar: ['غمضت عيني', 'اغمضت عيني', 'اغمضت عيناي', 'غمض عينيه', 'اغمض عينيه', 'اغمضت عينيها', 'عيناه مغمضتان', 'عيني مغمضه'],
    dz: ['غمضت عينيا', 'غمضت عينيه', 'غمض عينيه', 'غمضت عينيها', 'عينيه مغمضين', 'عينيها مغمضين'],
    dl: ['ghamadt 3iniya', 'ghmadt 3iniya', 'ghammadt 3iniya', 'ghmadt 3ini', 'ghamad 3inih', 'ghamdet 3iniha', '3inih mghamdin', '3iniha mghamdin'],
  },
  {
    id: 'eye',
    w: { OPH: 3.2 },
    en: ['eye', 'eyes', 'eyelid', 'eyelids', 'ophthalmologist', 'eye doctor', 'pupil'],
    fr: ['oeil', 'yeux', 'paupiere', 'paupieres', 'ophtalmo', 'ophtalmologue', 'oculiste', 'oculaire'],
    ar: ['عين', 'العين', 'عيني', 'عينين', 'العينين', 'عيون', 'جفن', 'الجفن', 'طبيب عيون'],
    dz: ['عيني', 'عينيا', 'عينيه', 'عينو', 'عينيها', 'عينيو', 'لعين', 'العينين', 'عويناتو', 'الشفر'],
    dl: ['ain', 'aini', 'ayni', 'ainia', 'ainiya', 'ainaya', 'aynaya', 'ainin', 'aynin', 'lain', 'ainou', 'ainih', 'ainiha', 'yeux', 'oeil', 'ophtalmo', 'oftalmo'],
  },
  {
    // Sight no longer good, or poor from afar or up close: a consultation, not a loss of sight.
    id: 'vision',
    w: { OPH: 3.2, NEU: 0.4 },
    en: ["can't see the board", 'cannot see the board', 'see the blackboard', 'sits too close to the tv', 'sits close to the tv', 'too close to the tv', 'vision', 'blurry', 'blurred', 'blurry vision', 'sight', 'cant see', 'see clearly', 'glasses', 'double vision', 'seeing double', 'see double', 'seeing spots', 'flashing lights', 'floaters', 'cataract', 'glaucoma', 'short sighted', 'far sighted', 'squint', 'lenses', 'seeing stars', 'see stars', 'flashing spots', 'seeing flashing spots', 'sees stars', 'spots in front of my eyes', 'floaters in my eye', 'spots floating', 'things floating in my vision', 'blurred vision', 'foggy vision', 'everything is foggy', 'cant see well', 'cant see clearly', 'dont see well', 'not seeing well', 'cant see the board', 'see up close', 'cant see properly', 'not seeing properly', 'small writing', 'small print', 'small letters', 'read the small', 'hold the phone far', 'hold it far away to read', 'reading glasses', 'arms length to read', 'stretch my arm to read', 'arm out to read', 'at arms length', 'cant see the writing', 'cannot see the writing', 'dont see the board well', 'no longer see the board', 'no longer sees well', 'doesnt see well anymore'],
    fr: ['voit pas le tableau', 'voit mal le tableau', 'lire le tableau', 'trop pres de la tele', 'colle a la tele', 'colle a la television', 'voit des etoiles', 'vois des etoiles', 'des etoiles devant les yeux', 'voit des points', 'vue', 'vision', 'vision floue', 'flou', 'floue', 'vue trouble', 'vision trouble', 'vois pas', 'vois mal', 'vois plus', 'lunettes', 'vision double', 'vois double', 'voir double', 'vois flou', 'taches devant les yeux', 'cataracte', 'glaucome', 'myopie', 'strabisme', 'lentilles', 'mouches volantes', 'vois des etoiles', 'des etoiles devant les yeux', 'des mouches devant les yeux', 'des points lumineux', 'corps flottants', 'corps flottant', 'points noirs qui flottent', 'filaments qui flottent', 'brouillard devant les yeux', 'vois plus bien', 'vois pas bien', 'vois plus tres bien', 'vois mal de pres', 'voit plus bien', 'ne voit plus bien', 'petits caracteres', 'petites lettres', 'ecriture fine', 'lire de pres', 'lunettes de lecture', 'arrive plus a lire', 'je tends le bras pour lire', 'bras tendu pour lire', 'tendre le bras pour lire', 'vois plus bien le tableau', 'vois plus bien l ecriture', 'je vois plus bien'],
    ar: ['لا يرى السبوره', 'لا يرى جيدا السبوره', 'يقترب من التلفاز', 'قريبا من التلفاز', 'يقترب كثيرا من التلفزيون', 'ترى نجوما', 'ارى نجوما', 'نقاط امام العينين', 'نظر', 'النظر', 'نظري', 'الرؤيه', 'رؤيه', 'ضبابيه', 'غشاوه', 'لا ارى', 'نظارات', 'ازدواج الرؤيه', 'زغلله', 'الماء الابيض', 'الماء الازرق', 'قصر النظر', 'ضعف النظر', 'حول', 'ارى نجوما', 'نجوم امام عيني', 'ومضات ضوء', 'ذباب طائر', 'عوائم في العين', 'نقاط سوداء تطفو', 'رؤيه ضبابيه', 'ضبابيه الرؤيه', 'لم اعد ارى جيدا', 'لا ارى جيدا', 'لا ارى بوضوح', 'لا ترى جيدا', 'لا يرى جيدا', 'لا أرى جيدا', 'الكتابه الصغيره', 'الحروف الصغيره', 'لا استطيع القراءه', 'لم اعد استطيع القراءه', 'نظاره', 'نظارات القراءه', 'ابعد الهاتف لاقرا', 'ابعد يدي لاقرا', 'امد يدي لاقرا', 'لم اعد ارى الكتابه', 'لم اعد ارى السبوره', 'لم اعد ارى جيدا', 'لا ارى الكتابه'],
    dz: ['ما يشوفش', 'مايشوفش', 'يشوف السبوره', 'تشوف السبوره', 'ما ولاش يشوف السبوره', 'ما ولاتش تشوف السبوره', 'ما بقاش يشوف السبوره', 'ما عادش يشوف السبوره', 'نظارات', 'نضاضات', 'نظاظات', 'ما تشوفش مليح', 'ما يشوفش مليح', 'فالسبوره', 'السبوره', 'يقرب للتلفزيون', 'يقرب بزاف للتلفزيون', 'قريب للتلفزيون', 'تشوف النجوم', 'نشوف النجوم', 'تشوف نقط', 'نشوف نقط', 'نشوف حبوب', 'تشوف حبوب', 'نشوف الحبوب', 'تشوف الحبوب', 'ما نشوفش', 'مانشوفش', 'نشوف مضبب', 'نشوف غمام', 'نشوف ضباب', 'نشوف غباش', 'مضبب', 'ما نشوفش مليح', 'النواظر', 'نواظر', 'الشوفه', 'نشوف زوج', 'نظري ضعف', 'الضباب', 'زغلله', 'يشوفو النجوم', 'نشوف النجوم', 'تشوف النجوم', 'نشوف الضو', 'نشوف النجمات', 'نشوف الذبان', 'نشوف نقط كحلين', 'حوايج يطيرو قدام عيني', 'نشوف ضباب', 'ضباب قدام عينيا', 'نشوف غبشه', 'ما بقيتش نشوف مليح', 'ما وليتش نشوف مليح', 'ما بقاش يشوف مليح', 'ما بقاتش تشوف مليح', 'ما نشوفش من قريب', 'ما راهيش تشوف', 'ما راهش يشوف', 'ما راهيش تشوف مليح', 'ما راهش يشوف مليح', 'ما رانيش نشوف مليح', 'ما راهوش يشوف مليح', 'نشوف غاشي', 'لينات', 'اللينات', 'ما نقراش', 'ما نقدرش نقرا', 'الكتبه الصغيره', 'الكتيبه', 'نبعد التلفون باش نقرا', 'ما نقراش الكتبه', 'نبعد يدي باش نقرا', 'نبعد التلفون باش نشوف', 'ما وليتش نشوف مليح', 'ما وليتش نشوف الكتابه', 'ما وليتش نشوف السبوره', 'ما بقيتش نشوف مليح', 'ما بقيتش نشوف الكتابه', 'ما وليتش تشوف مليح', 'ما وليش يشوف مليح', 'ماعدتش نشوف مليح', 'ما عدتش نشوف مليح', 'ماعادش يشوف مليح', 'ما عادش يشوف مليح', 'ماعادتش تشوف مليح', 'ما عادتش تشوف مليح', 'ماعادش نشوف مليح', 'ما عادش نشوف مليح'],
    dl: ['ma ychoufch', 'maychoufch', 'ma tchoufch mli7', 'ma ychoufch mli7', 'f sabboura', 'sabboura', 'sebboura', 'tableau', 'yqarreb l tele', 'y9areb l tele', 'y9arreb ltele', 'y9rreb l tele', 'tchouf nokat', 'nchouf nokat', 'nchouf 7boub', 'nchouf hboub', 'tchouf 7boub', 'tchouf hboub', 'tchouf des etoiles', 'nchouf des etoiles', 'tchouf njoum', 'ma nchoufch', 'manchoufch', 'ma nchofch', 'manchofch', 'nchouf mdabeb', 'nchouf ghmam', 'nchouf ghbach', 'nchouf dbab', 'nchouf flou', 'mdabeb', 'mdbeb', 'nwader', 'nouader', 'chofa', 'nchouf zouj', 'zaghlala', 'nadari', 'lunettes', 'lunette', 'vision', 'la vue', 'nchouf njoum', 'tchouf njoum', 'ychoufou njoum', 'nchouf dou', 'nchouf dbban', 'nchouf debban', 'nchouf nqat khal', 'nqat khal qoddam ainiya', 'nchouf dbab', 'nchouf dbeb', 'dbab 9odam 3iniya', 'nchouf mdabab', 'nchouf flou', 'nchouf ghabcha', 'ma b9itch nchouf mli7', 'ma bqitch nchouf mlih', 'ma wlitch nchouf mlih', 'ma nchoufch mlih', 'ma nchoufch mn 9rib', 'ma rahich tchouf mli7', 'ma rahch ychouf mli7', 'ma ranich nchouf mli7', 'nchouf ghachi', 'nchouf mghachi', 'linat', 'lunetat', 'ma nqrach', 'ma n9rach', 'ma nqderch nqra', 'lktiba sghira', 'lktba sghira', 'nb3ed tilifoun bach nqra', 'nb3ed yeddi bach nqra', 'nb3ed tilifoun bach nchouf', 'ma wlitch nchouf mli7', 'ma wlitch nchouf lktaba', 'ma wlitch nchouf sabboura', 'ma b9itch nchouf mli7', 'ma welitch nchouf mli7', 'ma wlach ychouf mli7', 'ma wlach ychouf', 'ma welach ychouf', 'ma b9ach ychouf', 'yqarreb bzaf l tele', 'y9arreb bzaf l tele', 'ychouf tableau', 'tchouf tableau', 'nchouf tableau', 'ma ychoufch tableau', 'ma tchoufch tableau', 'ma wlach ychouf tableau', 'ma wlatch tchouf tableau', 'ma b9ach ychouf tableau', 'ma b9atch tchouf tableau', 'ma 3adch ychouf tableau', 'ychouf sabboura', 'tchouf sabboura', 'ma wlach ychouf sabboura', 'ma wlatch tchouf sabboura', 'nadadat', 'nedadat', 'ndadat', 'nadhadhat', 'nadarat', 'ma 3adch nchouf mli7', 'ma 3adtch nchouf mli7', 'ma 3adch ychouf mli7', 'ma 3adetch tchouf mli7', 'ma3adch nchouf mli7'],
  },
  {
    // Sight poor from afar (a bus number, a sign read only close up): a short sight, the eye doctor's.
    id: 'distance_blur',
    w: { OPH: 1.8 },
    en: ['cant see far', 'see far away', 'see far', 'far things', 'things far away', 'from far', 'far away things', 'the bus number', 'street signs', 'road signs'],
    fr: ['vois mal de loin', 'vois pas de loin', 'vois plus bien de loin', 'vois plus de loin', 'de loin', 'au loin', 'numero du bus', 'les panneaux'],
    ar: ['لا ارى من بعيد', 'ضعف في الرؤيه من بعيد', 'الاشياء البعيده', 'البعيده', 'من بعيد', 'رقم الحافله', 'اللافتات'],
    dz: ['ما نشوفش من بعيد', 'نشوف من بعيد', 'ما وليتش نشوف البعيد', 'من بعيد', 'من البعيد', 'نمرو تاع الكار', 'نمرو تاع البيس'],
    dl: ['ma nchoufch mn b3id', 'ma wlitch nchouf lb3id', 'ma wlach ychouf mn b3id', 'ma wlatch tchouf mn b3id', 'ma b9ach ychouf mn b3id', 'nchouf mn b3id', 'men b3id', 'mn b3id', 'men be3id', 'mel b3id', 'numero ta3 l car', 'numero ta3 lcar', 'numero ta3 bus', 'nemro ta3 l car'],
  },
  {
    // Small print, read up close or with reading glasses ('الحروف الصغار', 'petites lettres', 'lunettes
    // de lecture'): the eyes of age, not a sight lost (red-flags.ts).
    id: 'small_print',
    w: { OPH: 1.5 },
    en: ['small letters', 'small print', 'fine print', 'small writing', 'small text', 'small words', 'tiny letters', 'tiny print', 'reading glasses', 'glasses for reading', 'glasses to read', 'thread a needle', 'threading a needle', 'the needle', 'read up close', 'see up close', 'close up'],
    fr: ['petites lettres', 'petits caracteres', 'ecriture fine', 'petite ecriture', 'petits ecrits', 'lunettes de lecture', 'lunettes pour lire', 'presbytie', 'enfiler une aiguille', 'enfiler l aiguille', 'de pres', 'voir de pres', 'lire de pres'],
    ar: ['الحروف الصغيره', 'الحروف الصغار', 'الكتابه الصغيره', 'الخط الصغير', 'الكلمات الصغيره', 'نظارات القراءه', 'نظارات للقراءه', 'نظاره للقراءه', 'نظاره القراءه', 'نظارات للقرايه', 'نظاره للقرايه', 'طول النظر الشيخوخي', 'ادخال الخيط في الابره', 'الخيط في الابره', 'عن قرب'],
    dz: ['الحروف الصغار', 'لحروف الصغار', 'الكتيبه الصغيره', 'لكتيبه الصغيره', 'الكتابه الصغيره', 'نظارات للقرايه', 'لوناط تاع القرايه', 'لينات تاع القرايه', 'نظاظر تاع القرايه', 'الخيط فالابره', 'الخيط فالبره'],
    dl: ['lhrouf sghar', 'l7rouf sghar', 'l7orouf sghar', 'lktiba sghira', 'lektiba sghira', 'ktiba sghira', 'lunettes ta3 9raya', 'lunette ta3 lecture', 'nwader ta3 9raya', 'lunettes de lecture', 'lunette ta3 9raya', 'lkhit f lebra', 'lkhit fel ibra'],
  },
  {
    id: 'reading',
    w: { OPH: 1.8 },
    en: ['when i read', 'i read', 'read a book', 'reading a book', 'reading books', 'reading', 'eye strain', 'to read', 'read my phone', 'read the newspaper', 'read the paper', 'read labels', 'when he reads', 'when she reads', 'he reads', 'she reads', 'cant read', 'can not read'],
    fr: ['quand je lis', 'lecture', 'lire', 'pour lire', 'lire le journal', 'quand il lit', 'quand elle lit', 'il lit', 'elle lit', 'lis pas', 'arrive pas a lire'],
    ar: ['القراءه', 'عند القراءه', 'لاقرا', 'للقراءه', 'اقرا الجريده', 'لا اقرا', 'لا استطيع القراءه', 'القرايه', 'للقرايه', 'قرايه'],
    dz: ['كي نقرا', 'نقرا', 'التلفون', 'البورطابل', 'باش نقرا', 'نقرا الجورنال', 'ما نقراش', 'مانقراش', 'القرايه', 'للقرايه', 'قرايه', 'باش نقرا الحروف'],
    dl: ['ki nqra', 'nqra', 'portable', 'tilifoun', 'bach nqra', 'bach n9ra', 'n9ra journal', 'ma n9rach', 'man9rach', 'ma nqrach'],
  },
  {
    // A red patch in the white of the eye (after coughing or straining): the eye doctor, cold or not.
    id: 'eye_red_spot',
    w: { OPH: 4 },
    en: ['white of my eye', 'white of the eye', 'white of her eye', 'white of his eye', 'whites of my eyes', 'red spot in my eye', 'red patch in my eye', 'red spot in the eye', 'white part', 'the white part', 'white part of my eye', 'blood red eye', 'eye blood red', 'eye is blood red', 'blood spot in my eye', 'bloody spot in my eye', 'red spot of blood', 'blood in the white', 'white of the eyes', 'whites of his eyes', 'whites of her eyes', 'red patch in his eye', 'red patch in her eye', 'red spot in his eye', 'red spot in her eye'],
    fr: ['blanc de l oeil', 'blanc de mon oeil', 'blanc des yeux', 'tache rouge dans l oeil', 'tache rouge sur l oeil', 'tache de sang dans l oeil', 'partie blanche', 'la partie blanche de l oeil', 'oeil rouge sang', 'tache de sang sur l oeil', 'blanc de son oeil', 'blanc de ses yeux', 'tache rouge dans son oeil', 'tache rouge sur le blanc'],
    ar: ['بياض العين', 'بياض عيني', 'بقعه حمراء في العين', 'بقعه حمراء في عيني', 'بقعه دم في العين', 'الجزء الابيض', 'الجزء الابيض من العين', 'عيني حمراء كالدم', 'بقعه دم في عيني', 'نزيف في بياض العين', 'بقعه حمراء كالدم', 'بياض عينه', 'بياض عينها', 'بياض عينيه', 'بقعه حمراء في عينه', 'بقعه حمراء في عينها'],
    dz: ['البياض تاع عيني', 'بياض عيني', 'تبقيعه حمرا في عيني', 'طاقه حمرا في عيني', 'نقطه حمرا في عيني', 'البيض تاع عيني', 'فالبيض تاع عيني', 'لبيض تاع عيني', 'البيض تاع العين', 'عيني ولات فيها بقعه حمرا', 'فيها بقعه حمرا', 'بقعه حمرا في عيني', 'عيني حمرات كيما الدم', 'البلان تاع عيني', 'لبلان تاع عيني', 'البلان تاع عينيه', 'البياض تاع عينيه', 'البياض تاع عينيها', 'طاش حمرا في عيني', 'طاش حمرا فعيني'],
    dl: ['byed 3ini', 'lbyed ta3 3ini', 'byad 3ini', 'ta9a 7amra f 3ini', 'no9ta 7amra f 3ini', 'tache rouge f 3ini', 'lbyed ta3 l3in', 'lbid ta3 3ini', 'byed ta3 3ini', '3ini 7amra kima dem', '3ini 7marat b dem', 'ta9a 7amra kima dem', 'bo9a 7amra f 3ini', 'b9a3a 7amra f 3ini', 'blanc ta3 3ini', 'lblanc ta3 3ini', 'blanc ta3 3inih', 'blanc ta3 3iniha', 'blanc ta3 l3in', 'blanc d 3ini', 'tache 7amra f 3ini', 'tache 7amra f 3inih', 'tache 7amra f 3iniha', 'tache rouge f 3inih', 'byed 3inih', 'byed 3iniha'],
  },
  {
    // Where a pain sits or what brings it on, not an eye complaint: with a headache, the neurologist
    // (a tension headache behind the eyes after a day at the screen, sight said to be fine).
    id: 'behind_eyes',
    w: {},
    en: ['behind my eyes', 'behind the eyes', 'behind my eye', 'behind the eye'],
    fr: ['derriere les yeux', 'derriere l oeil', 'derriere mes yeux'],
    ar: ['خلف العينين', 'وراء العين', 'خلف العين', 'وراء العينين', 'خلف عيني', 'وراء عيني'],
    dz: ['ورا عينيا', 'ورا عيني', 'من ورا عينيا', 'ورا العينين'],
    dl: ['wra 3iniya', 'wra 3ini', 'mn wra 3iniya', 'men wra 3iniya', 'wra l3inin'],
  },
  {
    // A screen alone still tires the eyes (the eye doctor's); with a headache see the combinations.
    id: 'screen',
    w: { OPH: 1.8 },
    en: ['screen', 'screens', 'the screen', 'computer', 'the computer', 'pc', 'the pc', 'laptop'],
    fr: ['ecran', 'ecrans', 'ordinateur', 'ordi', 'l ordi', 'pc', 'le pc', 'devant l ordi', 'devant l ecran'],
    ar: ['الشاشه', 'الحاسوب', 'الكمبيوتر', 'الشاشات', 'امام الشاشه'],
    dz: ['الشاشه', 'لوردي', 'اللوردي', 'الكمبيوتر', 'البيسي', 'قدام الشاشه', 'قدام لوردي'],
    dl: ['ecran', 'l ecran', 'ordi', 'l ordi', 'pc', 'lpc', 'qodam l ordi', '9odam l ordi', '9dam l ecran', 'lordi'],
  },
  {
    // Glasses broken, lost or no longer worn: a headache or a tired sight then is the eye doctor's.
    id: 'glasses_lapsed',
    w: { OPH: 1.5 },
    en: ['broke my glasses', 'broken glasses', 'my glasses broke', 'lost my glasses', 'stopped wearing my glasses', 'dont wear my glasses', 'not wearing my glasses', 'without my glasses', 'old glasses'],
    fr: ['casse mes lunettes', 'cassee mes lunettes', 'lunettes cassees', 'mes lunettes sont cassees', 'perdu mes lunettes', 'je les porte plus', 'porte plus mes lunettes', 'sans mes lunettes', 'sans lunettes', 'vieilles lunettes', 'arrete de porter mes lunettes'],
    ar: ['انكسرت نظارتي', 'كسرت نظارتي', 'نظارتي مكسوره', 'ضاعت نظارتي', 'لم اعد البس نظارتي', 'بدون نظارتي', 'بدون نظاره', 'لا البس النظاره'],
    dz: ['تكسرولي اللينات', 'كسرت اللينات', 'اللينات تكسرو', 'ضاعولي اللينات', 'ما بقيتش نلبس اللينات', 'ما نلبسش اللينات', 'بلا لينات', 'تكسرتلي النظاره', 'ما نلبسش النظاره'],
    dl: ['tkasrouli lunettes', 'kassart lunettes', 'lunettes tkasrou', 'dalouli lunettes', 'ma b9itch nelbes lunettes', 'ma nelbesch lunettes', 'bla lunettes', 'ma nlbsch nwader', 'tkasrouli nwader'],
  },
  {
    id: 'eye_symptoms',
    w: { OPH: 3.2, INF: 0.2 },
    en: ['behind my eyes', 'behind the eyes', 'behind my eye', 'behind the eye', 'red eye', 'red eyes', 'watery eyes', 'tearing', 'conjunctivitis', 'pink eye', 'stye', 'eye discharge', 'dry eyes'],
    fr: ['derriere les yeux', 'derriere l oeil', 'derriere mes yeux', 'yeux rouges', 'oeil rouge', 'larmoiement', 'conjonctivite', 'orgelet', 'yeux secs', 'yeux qui pleurent'],
    ar: ['خلف العينين', 'وراء العين', 'خلف العين', 'وراء العينين', 'خلف عيني', 'وراء عيني', 'احمرار العين', 'دموع', 'التهاب الملتحمه', 'جفاف العين', 'شحاذ العين', 'افرازات العين'],
    dz: ['ورا عينيا', 'ورا عيني', 'من ورا عينيا', 'ورا العينين', 'عينيا حمرين', 'عيني حمرا', 'عيني تدمع', 'عينيا يدمعو', 'الدمعه', 'الكونجونكتيفيت', 'الشعيره'],
    dl: ['wra 3iniya', 'wra 3ini', 'mn wra 3iniya', 'men wra 3iniya', 'wra l3inin', 'ainiya hamrin', 'aini hamra', 'aini tdmaa', 'ainiya ydmaou', 'damaa', 'conjonctivite', 'konjonktivit', 'chaira'],
  },
  {
    id: 'ear',
    w: { ENT: 3.2 },
    en: ['ear', 'ears', 'earache', 'ear infection', 'ear wax', 'eardrum'],
    fr: ['oreille', 'oreilles', 'otite', 'tympan', 'cerumen', 'bouchon d oreille'],
    ar: ['اذن', 'الاذن', 'اذني', 'اذنين', 'الاذنين', 'التهاب الاذن', 'طبله الاذن', 'شمع الاذن'],
    dz: ['ودن', 'ودني', 'الودن', 'ودنيا', 'ودنيه', 'ودنين', 'ودنو', 'ودنها', 'وذني'],
    dl: ['wden', 'wdan', 'widn', 'wdni', 'wedni', 'oudni', 'widni', 'wdniya', 'wdnin', 'wednin', 'wdnou', 'wdenha', 'oreille', 'oreilles', 'otite'],
  },
  {
    id: 'hearing',
    w: { ENT: 3.3 },
    en: ['hearing', 'hearing loss', 'deaf', 'cant hear', 'ringing', 'ringing in my ears', 'tinnitus', 'buzzing', 'ringing ears', 'whistling in the ear', 'whistling in the ears', 'whistling in my ear', 'whistling in my ears', 'whistling ear', 'whistling ears', 'ear whistling', 'ears whistling', 'ear is whistling', 'ear feels blocked', 'blocked ear', 'sounds far away', 'everything sounds far away', 'hear everything from far away'],
    fr: ['audition', 'entends pas', 'entends mal', 'entends plus', 'sourd', 'sourde', 'surdite', 'acouphenes', 'sifflement d oreille', 'bourdonnement', 'bourdonnements', 'sifflement dans les oreilles', 'sifflements dans les oreilles', 'sifflement dans l oreille', 'sifflements dans l oreille', 'sifflement dans mon oreille', 'sifflements dans mon oreille', 'sifflements dans mes oreilles', 'sifflement aux oreilles', 'sifflements aux oreilles', 'sifflement a l oreille', 'oreille qui siffle', 'oreilles qui sifflent', 'mon oreille siffle', 'mes oreilles sifflent', 'bourdonne', 'ca bourdonne', 'oreille qui bourdonne', 'oreille bouchee', 'j entends tout loin', 'entends de loin', 'j entends tout de loin', 'j entends de loin', 'entends comme de loin'],
    ar: ['السمع', 'سمع', 'ضعف السمع', 'لا اسمع', 'طرش', 'صمم', 'طنين', 'طنين الاذن', 'طنين في الاذن', 'صفير في الاذن', 'صفير في الاذنين', 'صفير في اذني', 'صفير في اذنيه', 'صفير بالاذن', 'صفير الاذن', 'صفير في اذن', 'اذني مسدوده', 'اسمع كل شيء بعيدا', 'اسمع الاصوات بعيده', 'اسمع كانني بعيد'],
    dz: ['ما نسمعش', 'مانسمعش', 'ما يسمعش', 'ما نسمعش مليح', 'طرشان', 'اطرش', 'يصفر في ودني', 'صفير في ودني', 'يزنزن', 'تزنزين', 'وذني تصفر', 'وذنيا يصفرو', 'ودني تصفر', 'ودنيا يصفرو', 'تصفرلي ودني', 'ودني يصفرو', 'صفير في الودن', 'صفير في ودنيا', 'صفير في وذنيا', 'تصفير في ودني', 'صفير في ودنين', 'نسمع كلشي بعيد', 'نسمع بعيد', 'وذني مسدوده', 'ودني مسدوده', 'ودنيا مسدودين', 'كاين صفير في ودني', 'نسمع الهدره بعيد', 'صفير فوذني', 'صفير فودني'],
    dl: ['ma nesmaach', 'manesmaach', 'ma nsmaach', 'mansmaach', 'ma ysmaach', 'tarchan', 'atrach', 'ysafar f wdni', 'tsfir f wdni', 'yzanzan', 'tzenzin', 'bourdonnement', 'sourd', 'wedni tsaffer', 'wedni tsafer', 'wdni tsafer', 'sfir f wdni', 'sfir f widni', 'sfir f wedni', 'tsfir f widni', 'tsfir f wedni', 'sfir fi wdni', 'sfir f wden', 'widni tsafer', 'nesma3 kolchi b3id', 'nsma3 kolchi b3id', 'wdni msdouda', 'wedni mesdouda', 'widni msdouda', 'wdni masdouda', 'nesma3 b3id', 'nsma3 b3id'],
  },
  {
    // A grain that gets into an eye (sand, an eyelash, a speck): the eye's doctor, not the skin's.
    id: 'grit',
    w: {},
    en: ['sand', 'grain of sand', 'speck', 'a speck', 'an eyelash', 'eyelash', 'grit'],
    fr: ['sable', 'du sable', 'grain de sable', 'un cil', 'une poussiere'],
    ar: ['رمل', 'رملا', 'الرمل', 'حبه رمل', 'ذره رمل', 'رمش', 'رموش', 'ذره غبار'],
    dz: ['رمله', 'الرمله', 'حبه رمله', 'حبه تاع رمله', 'شعره', 'الشعره', 'غبره', 'الغبره'],
    dl: ['rmla', 'rmel', 'remla', 'habba rmla', '7abba rmla', 'ghobra', 'cha3ra'],
  },
  {
    // Something that went into a body opening (a chickpea into a child's ear, an insect, a stick).
    id: 'went_in',
    w: {},
    en: ['went into', 'got into', 'put in', 'pushed in', 'stuck in', 'crawled into', 'flew into', 'pushed', 'inserted', 'put', 'stuck'],
    fr: ['entre dans', 'rentre dans', 'mis dans', 'enfonce dans', 'coince dans', 'est entre', 'est rentre', 'mis', 'enfonce', 'introduit', 'coince'],
    ar: ['دخلت', 'دخل', 'ادخل', 'ادخلت', 'عالق في', 'علقت'],
    dz: ['دخلت', 'دخل', 'دخلو', 'دخلها', 'دخلتلو', 'دخلتلي'],
    dl: ['dkhl', 'dkhal', 'dkhel', 'dakhel', 'dkhlat', 'dkhlet', 'dkhlatli', 'dkhaltlou'],
  },
  {
    // A nose that does not let air through is blocked, not a breathing emergency.
    id: 'nose',
    w: { ENT: 3, GM: 0.3 },
    en: ['breathe through my mouth', 'breathes through his mouth', 'breathing through the mouth', 'after blowing my nose', 'blew my nose', 'in the tissue', 'lost my sense of taste', 'loss of taste', 'blow my nose', 'blowing my nose', 'blow his nose', 'blow her nose', 'nose', 'nasal', 'blocked nose', 'stuffy nose', 'runny nose', 'congestion', 'congested', 'sinus', 'sinuses', 'sinusitis', 'sense of smell', 'polyps', 'deviated septum', 'cannot smell', 'cant smell', 'lost my smell', 'no sense of smell', 'cannot taste', 'cant taste anything', 'snot', 'green snot', 'thick snot', 'nasal discharge', 'cant breathe through my nose', 'cant breathe from my nose', 'cannot breathe through my nose', 'breathe through my nose'],
    fr: ['respire par la bouche', 'respirer par la bouche', 'respire avec la bouche', 'apres m etre mouche', 'mouche tres fort', 'dans le mouchoir', 'mouchoir', 'je me mouche', 'en me mouchant', 'me mouche', 'se mouche', 'perte du gout', 'pas de gout', 'plus de gout', 'perte de l odorat', 'nez', 'nasal', 'nez bouche', 'nez qui coule', 'congestion', 'sinus', 'sinusite', 'odorat', 'polypes', 'cloison', 'je sens plus rien', 'ne sens plus les odeurs', 'perdu l odorat', 'perdu le gout', 'plus d odorat', 'morve', 'ecoulement nasal', 'respirer par le nez', 'respire pas par le nez', 'respire plus par le nez', 'mouche', 'm etre mouche', 'me moucher', 'mouche tres fort', 'mouchoir'],
    ar: ['يتنفس من فمه', 'اتنفس من فمي', 'التنفس من الفم', 'عند التمخط', 'التمخط', 'نفخ الانف', 'انفي', 'امخط', 'عندما امخط', 'تمخيط الانف', 'انف', 'الانف', 'انفي', 'انسداد الانف', 'سيلان الانف', 'الجيوب الانفيه', 'الجيوب', 'حاسه الشم', 'الشم', 'زوائد', 'فقدت حاسه الشم', 'فقدان الشم', 'لا اشم', 'فقدت حاسه التذوق', 'فقدان التذوق', 'افرازات الانف', 'مخاط الانف', 'لا استطيع التنفس من انفي', 'التنفس من الانف', 'اتنفس من انفي'],
    dz: ['منخارو', 'منخارها', 'منخارك', 'المنخار', 'مناخرو', 'مناخرها', 'نتنفس بفمي', 'يتنفس بفمو', 'نتنفس من فمي', 'كي نمسح نيفي', 'الكلينيكس', 'نمخط', 'كي نمخط', 'نيفي', 'النيف', 'نيف', 'منخاري', 'المنخار', 'نيفي مسدود', 'نيفي يسيل', 'السينوزيت', 'سينوزيت', 'ما نشمش', 'ما نشم والو', 'ما نذوق والو', 'ما نشمش الريحه', 'ما نحس بالريحه', 'المخاط', 'الخنونه', 'خنونه', 'ما نقدرش نتنفس بنيفي', 'ما نقدرش نتنفس من نيفي', 'نتنفس بنيفي', 'نتنفس من نيفي', 'خشمي', 'خشمو', 'خشمها', 'الخشم', 'منخري', 'منخرو', 'منخرها', 'مناخري'],
    dl: ['menkhar', 'menkhari', 'menkharha', 'menkharou', 'menkhro', 'mnakhrha', 'mnakhrou', 'mankhari', 'mankharha', 'ntnafes b fommi', 'ytnafes b fommou', 'ntneffes b fommi', 'ki nmsa7 nifi', 'lmokhat', 'mokhat', 'nmakhat', 'ki nmakhat', 'nmekhet', 'nif', 'nifi', 'nnif', 'mankhar', 'mnakhri', 'nifi msdoud', 'nifi mssdoud', 'nifi ysil', 'sinusite', 'sinuzit', 'sinizit', 'ma nchemch', 'nez', 'ma nchem walou', 'ma nchem', 'ma nedouq walou', 'ma ndouq walou', 'ma nhess b riha', 'ma nchem hatta riha', 'mkhat', 'khnouna', 'lkhnouna', 'ma n9derch ntneffes b nifi', 'ma nqderch ntneffes b nifi', 'ma n9derch ntnefes mn nifi', 'ntneffes b nifi', 'nehri', 'nehrou', 'nehrha', 'nnehr', 'mnekhri', 'menkhri'],
  },
  {
    id: 'nosebleed',
    w: { ENT: 3.6, HEM: 0.4 },
    en: ['nosebleed', 'nosebleeds', 'nose bleed', 'nose bleeds', 'nose bleeding', 'bleeding from the nose', 'bleeding from my nose', 'nose bled', 'my nose bled', 'his nose bled', 'her nose bled', 'nose was bleeding', 'nose is bleeding'],
    fr: ['saignement de nez', 'saignements de nez', 'saigne du nez', 'epistaxis', 'nez qui saigne', 'mon nez a saigne', 'le nez a saigne', 'son nez saigne'],
    ar: ['نزف انفي', 'نزف الانف', 'نزف من انفي', 'رعاف', 'نزيف الانف', 'نزيف من الانف', 'دم من الانف'],
    dz: ['الدم من نيفي', 'نيفي يخرج الدم', 'الدم يخرج من نيفي', 'نيفو يخرج الدم', 'الرعاف'],
    dl: ['sal dem men nifi', 'dem men nifi', 'khrej dem men nifi', 'sal dem mn nifi', 'nifi sal dem', 'dem mn nifi', 'nifi ykhrej dem', 'dem ykhrej mn nifi', 'nifou ykhrej dem'],
  },
  {
    id: 'throat',
    w: { ENT: 3, GM: 0.6, INF: 0.2 },
    en: ['throat', 'sore throat', 'tonsils', 'tonsillitis', 'strep throat', 'pharyngitis', 'laryngitis', 'hoarse', 'hoarseness', 'lost my voice', 'voice'],
    fr: ['gorge', 'mal de gorge', 'angine', 'amygdales', 'amygdalite', 'pharyngite', 'laryngite', 'voix', 'voix enrouee', 'enroue', 'enrouee', 'extinction de voix', 'aphone', 'gorge pique', 'gorge qui pique'],
    ar: ['حلق', 'الحلق', 'حلقي', 'التهاب الحلق', 'اللوزتين', 'اللوز', 'التهاب اللوزتين', 'الحنجره', 'حنجره', 'بحه', 'بحه الصوت', 'الصوت'],
    dz: ['قرجومتي', 'القرجومه', 'قرجومه', 'حلقي', 'اللوزات', 'لوزات', 'لوزتي', 'صوتي', 'صوتي راح', 'مبحوح', 'الانجين', 'انجين', 'الحلاقم', 'حلاقم', 'الحلاقم تاعي'],
    dl: ['garjouma', 'qarjouma', 'gerjouma', 'gorjouma', 'qorjoumti', 'garjoumti', 'gerjoumti', 'halqi', 'halq', 'lwzat', 'lozat', 'louzat', 'lwizat', 'souti', 'soti', 'sawti', 'soutou', 'sotou', 'souti rah', 'mbhouh', 'angine', 'anjine', 'gorge', 'amygdale', 'amygdales', 'l7la9em', '7la9em', 'hlaqem'],
  },
  {
    id: 'ent_general',
    w: { ENT: 3.5 },
    en: ['ent', 'otolaryngologist', 'ear nose throat'],
    fr: ['orl', 'oto rhino'],
    ar: ['انف واذن وحنجره', 'طبيب الانف'],
    dz: ['طبيب الودنين'],
    dl: ['orl'],
  },
  {
    id: 'snoring',
    w: { ENT: 3.2, PUL: 0.5 },
    en: ['snoring', 'snore', 'snores'],
    fr: ['ronflement', 'ronfle', 'ronflements', 'ronfler'],
    ar: ['شخير', 'الشخير', 'اشخر', 'يشخر'],
    dz: ['نشخر', 'يشخر', 'تشخر', 'الشخير'],
    dl: ['nchakher', 'nchakhar', 'ychakher', 'tchakher', 'chkhir', 'ronfle', 'nchekh', 'ychekh', 'tchekh', 'nchokh', 'ychokh', 'nchekher', 'ychekher', 'tchekher', 'nshekh', 'yshekh', 'tshekh', 'chkhir ta3i'],
  },
  {
    // A shadow or curtain coming over the sight: a detaching retina (flashes alone are a migraine's
    // aura as often as a retina's warning, and are their own concept).
    id: 'curtain',
    w: { OPH: 3 },
    en: ['like a curtain', 'a curtain over', 'curtain coming down', 'dark shadow', 'black shadow', 'shadow over my eye', 'veil over my eye'],
    fr: ['comme un rideau', 'un rideau', 'voile noir', 'ombre noire', 'une ombre'],
    ar: ['كأنه ستارة', 'ستارة', 'ظلا أسود', 'ظل أسود', 'حجاب أسود'],
    dz: ['كيما ستار', 'كيما الستار', 'ستار على عيني', 'ضلمة فعيني', 'ظل كحل', 'ستار كحله', 'ستاره كحله', 'كيما ستاره', 'كيما الستاره', 'ستار طاحت'],
    dl: ['kima rido', 'kima sitar', 'kima star', 'dlam f 3ini', 'dhell k7al', 'star k7la', 'sitar k7la', 'kima sitara', 'kima rideau'],
  },
  {
    id: 'flashes',
    w: { OPH: 1.5 },
    en: ['flashes of light', 'flashing lights', 'flashes in my eye'],
    fr: ['eclairs lumineux', 'flashs lumineux', 'des eclairs', 'des flashs'],
    ar: ['ومضات ضوئية', 'ومضات', 'ومضات ضوء'],
    dz: ['برق فعيني', 'ضو يبرق', 'يبرقو'],
    dl: ['bar9 f 3ini', 'dow ybar9', 'ybar9ou'],
  },
];
