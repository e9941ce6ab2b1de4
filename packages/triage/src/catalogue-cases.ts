/**
 * The emergency catalogue, written from what a triage nurse sends to urgent care at once, each
 * condition in everyday phrasings in the five ways of writing (en, fr, ar, dz Darija in Arabic
 * letters, dl Darija in Latin letters). Written for the tests, not taken from any evaluation set.
 */
export type Way = 'en' | 'fr' | 'ar' | 'dz' | 'dl';

// Not formatted: one message a line reads as a table.
// prettier-ignore
export const CATALOGUE: Record<string, readonly (readonly [Way, string])[]> = {
  stroke: [
    ['en', 'my dad suddenly cant lift his right arm and his mouth is crooked'],
    ['en', 'grandma is talking funny since an hour and her face dropped on one side'],
    ['fr', "mon père d'un coup n'arrive plus à parler et sa bouche est tordue"],
    ['fr', 'ma mere a le bras gauche qui ne repond plus depuis ce matin'],
    ['ar', 'فجأة لم يعد أبي يستطيع تحريك يده اليمنى وفمه مائل'],
    ['dz', 'بابا فمو تعوج فجأة وما يقدرش يهدر'],
    ['dl', 'baba fjaa fommou t3awej w ma y9derch yahder'],
    ['dl', 'yemma yedha limen ma wallatch tet7arek w klamha t9il'],
  ],
  heart_attack: [
    ['en', 'crushing pain in my chest going to my left arm and im sweating'],
    ['en', 'feels like an elephant sitting on my chest, cold sweat'],
    ['fr', 'douleur dans la poitrine qui serre et descend dans le bras gauche, je transpire'],
    ['ar', 'ألم شديد في الصدر يمتد إلى الذراع الأيسر مع تعرق بارد'],
    ['dz', 'صدري يعصر فيا والوجع هابط لذراعي الشمال ونعرق'],
    ['dl', 'sadri y3asar fiya w lwja3 habet l dra3i lisr w n3ra9'],
  ],
  aortic_dissection: [
    ['en', 'sudden tearing pain in my back between the shoulder blades, blood pressure very high'],
    ['fr', 'douleur brutale comme un coup de couteau dans le dos entre les omoplates'],
  ],
  pulmonary_embolism: [
    ['en', 'after a long flight my calf is swollen and now i suddenly cant catch my breath'],
    ['fr', 'mollet gonflé après un long voyage et essoufflement brutal'],
    ['dl', 'rejli ntafkhet ba3d safar twil w dork mkhnou9 fjaa'],
  ],
  anaphylaxis: [
    ['en', 'ate peanuts and now my lips and tongue are swelling and i cant breathe'],
    ['fr', 'piqué par une guêpe, le visage gonfle et j ai du mal a respirer'],
    ['ar', 'بعد أكل السمك انتفخ وجهي وشفتاي وصعوبة في التنفس'],
    ['dz', 'قرصتني نحلة ووجهي تنفخ وما نقدرش نتنفس'],
    ['dl', 'gresatni na7la w wejhi tnfakh w ma n9derch ntnafes'],
  ],
  severe_asthma: [
    ['en', 'asthma attack, the inhaler isnt helping and he cant finish a sentence'],
    ['fr', 'crise d asthme, la ventoline ne fait rien, il n arrive plus a parler'],
    ['ar', 'نوبة ربو والبخاخ لم ينفع وشفتاه زرقاوان'],
    ['dz', 'الضيقة قوية والبخاخ ما نفعش وما يقدرش يهدر'],
    ['dl', 'crise d asthme w ventoline ma nef3atch w ma y9derch yetnafes'],
  ],
  sepsis_meningitis: [
    ['en', 'high fever, stiff neck and a rash that does not fade under a glass'],
    ['fr', 'fievre forte, raideur de la nuque et il ne supporte pas la lumiere'],
    ['ar', 'حمى شديدة وتصلب في الرقبة وطفح لا يختفي'],
    ['dz', 'سخانة قوية ورقبتو حابسة ما يقدرش يحنيها'],
    ['dl', 's5ana bezaf w rgebtou ma tet7arekch w ytqaya'],
  ],
  high_sugar: [
    ['en', 'type 1 diabetic, sugar over 500, vomiting and breathing fast'],
    ['fr', 'diabetique, glycemie a 5 g, il vomit et il respire vite'],
    ['ar', 'مريض سكري السكر فوق 500 ويتقيأ ويتنفس بسرعة'],
    ['dz', 'السكر طالع 450 وراه يتقيا ويتنفس بالزربة'],
    ['dl', 'sokar tala3 500 w rah yetqaya w yetnafes bezerba'],
  ],
  low_sugar: [
    ['en', 'diabetic on insulin, shaking, sweating and confused, sugar 40'],
    ['fr', 'diabétique sous insuline, il tremble, il transpire et il est confus'],
    ['dz', 'السكر هبط بزاف وراه يرعش ويعرق وما راهش يفهم'],
    ['dl', 'sokar hbat bezaf w rah yer3ach w ya3ra9'],
  ],
  gut_bleeding: [
    ['en', 'vomiting blood this morning and feel faint'],
    ['en', 'black tarry stools since yesterday and i fainted'],
    ['fr', 'je vomis du sang rouge depuis ce matin'],
    ['ar', 'تقيأ دما كثيرا ووجهه شاحب'],
    ['dz', 'بابا يتقيا الدم بزاف'],
    ['dl', 'baba yetqaya ddem bezaf'],
  ],
  ectopic: [
    ['en', 'my period is 6 weeks late and i have sharp pain on one side and feel dizzy'],
    ['fr', 'retard de regles de 2 semaines et forte douleur a droite du ventre avec malaise'],
    ['dz', 'العادة تعطلت عليا وعندي وجع قوي فجنب واحد ودايخة'],
  ],
  pregnancy_bleeding: [
    ['en', 'im 20 weeks pregnant and bleeding a lot'],
    ['fr', 'enceinte de 5 mois, je saigne beaucoup'],
    ['ar', 'أنا حامل في الشهر السادس ونزيف شديد'],
    ['dz', 'راني حاملة وراني نزف بزاف'],
    ['dl', 'rani hamla w rani nazfa bezaf'],
  ],
  preeclampsia: [
    ['en', 'pregnant 34 weeks, bad headache, seeing flashing lights and my face is swollen'],
    ['fr', 'enceinte de 8 mois, mal de tete fort, je vois des etoiles et mes jambes gonflent'],
    ['ar', 'حامل في الشهر الثامن وصداع شديد وزغللة في العين'],
  ],
  reduced_fetal_movements: [
    ['en', '36 weeks pregnant and the baby has not moved since last night'],
    ['fr', 'enceinte de 8 mois, je ne sens plus le bebe bouger depuis ce matin'],
    ['fr', '33 SA, je sens plus bebe bouger'],
    ['ar', 'حامل في الشهر الثامن ولم أعد أشعر بحركة الجنين'],
    ['dz', 'راني حاملة والبيبي ما بقاش يتحرك من البارح'],
    ['dl', 'rani hamla w lbebe ma b9ach yet7arek men lbare7'],
  ],
  testicular_torsion: [
    ['en', 'my 13 year old has sudden severe pain in one testicle and is vomiting'],
    ['fr', 'mon fils a une douleur brutale a un testicule et il vomit'],
    ['dl', 'weldi ywja3 fih wa7ed men les testicules fjaa w rah yetqaya'],
  ],
  acute_glaucoma: [
    ['en', 'sudden very painful red eye, blurred vision, halos around lights and vomiting'],
    ['fr', 'oeil rouge tres douloureux d un coup, vision floue et halos autour des lumieres'],
  ],
  vision_loss: [
    ['en', 'suddenly i cant see anything from my right eye'],
    ['fr', "d'un coup je ne vois plus rien de l'oeil gauche"],
    ['ar', 'فجأة لم أعد أرى بعيني اليمنى'],
    ['dz', 'فجأة ما وليتش نشوف بعيني'],
    ['dl', 'fjaa ma wlitch nchouf b 3ini'],
  ],
  retinal_detachment: [
    ['en', 'flashes of light and a dark curtain coming over my vision in one eye'],
    ['fr', 'des eclairs et un voile noir qui descend devant un oeil'],
  ],
  cauda_equina: [
    ['en', 'back pain and now numb between my legs and i cant pee'],
    ['fr', "mal au dos et depuis ce matin je ne sens plus l'entrejambe et je n'arrive pas a uriner"],
  ],
  spinal_cord_compression: [
    ['en', 'my dad has prostate cancer, since yesterday his legs are giving way and he wet himself'],
    ['fr', 'cancer du sein avec metastases, ses jambes lachent et elle fait pipi sans s en rendre compte'],
    ['ar', 'والدي مريض بالسرطان ولم يعد يستطيع المشي ويتبول لا اراديا'],
    ['dz', 'بابا عندو السرطان وما ولاش يقدر يمشي ويبول بلا ما يحس'],
    ['dl', 'yemma 3andha cancer w ma wlatch t9der temchi w tbol bla ma t7es'],
  ],
  acute_abdomen: [
    ['en', 'severe belly pain, my belly is hard as wood and i have a fever'],
    ['fr', 'douleur tres forte au ventre, ventre dur comme du bois, je vomis'],
    ['ar', 'ألم شديد جدا في البطن مع تقيؤ وحمى'],
    ['dz', 'كرشي توجعني وجع قوي ونتقيا'],
    ['dl', 'kerchi twja3ni bezaf bezaf w ntqaya'],
  ],
  bowel_obstruction: [
    ['en', 'no stool or gas for 3 days, belly swollen and i keep vomiting'],
    ['fr', 'plus de selles ni de gaz depuis 3 jours, ventre gonflé et vomissements'],
  ],
  dehydration_child: [
    ['en', 'my baby has diarrhoea and vomiting, no wet nappy since morning and cries without tears'],
    ['fr', 'bebe de 8 mois, diarrhee depuis 2 jours, pas de couche mouillee depuis ce matin'],
    ['ar', 'طفلي يتقيأ ويسهل ولم يتبول منذ الصباح وعيناه غائرتان'],
    ['dz', 'البيبي يتقيا وعندو الاسهال وما بالش من الصباح'],
    ['dl', 'lbebe ytqaya w 3ando diarrhee w ma balch men sba7'],
  ],
  heat_stroke: [
    ['en', 'worked all day in the sun, now very hot skin, confused and not sweating'],
    ['fr', 'coup de chaleur, il est confus et sa peau est brulante'],
  ],
  carbon_monoxide: [
    ['en', 'the whole family has headaches and dizziness since we turned on the gas heater'],
    ['fr', 'toute la famille a mal a la tete et des vertiges avec le chauffage a gaz'],
    ['ar', 'كل العائلة عندها صداع ودوخة بعد تشغيل المدفأة'],
    ['dz', 'كامل الدار راسهم يوجع ودايخين من الشوفاج تاع الغاز'],
    ['dl', 'kamel dar rashom ywja3 w daykhin men chauffage ta3 gaz'],
  ],
  scorpion_child: [
    ['en', 'a scorpion stung my 5 year old and hes sweating and vomiting'],
    ['fr', 'mon fils de 4 ans piqué par un scorpion, il transpire beaucoup'],
    ['ar', 'لدغ عقرب ابني عمره 3 سنوات'],
    ['dz', 'ولدي قرصو عقرب'],
    ['dl', 'weldi 9ersou 3a9rab'],
  ],
  snake_bite: [
    ['en', 'bitten by a snake on the leg, its swelling fast'],
    ['fr', 'mordu par un serpent, la jambe gonfle'],
    ['dz', 'عضاتو حنشة فرجلو وتنفخت'],
    ['dl', '3addatou 7anech f rejlou w ntafkhet'],
  ],
  poisoning: [
    ['en', 'my toddler drank bleach'],
    ['fr', 'mon fils a bu de la javel'],
    ['ar', 'ابني شرب ماء جافيل'],
    ['dz', 'ولدي شرب الجافيل'],
    ['dl', 'weldi chreb javel'],
    ['en', 'my 2 year old swallowed a button battery'],
  ],
  overdose: [
    ['en', 'she took a whole box of her sleeping pills'],
    ['fr', 'il a avale toute la boite de ses medicaments'],
    ['ar', 'ابتلعت علبة كاملة من الدواء'],
    ['dz', 'كلات علبة كاملة تاع الدوا'],
    ['dl', 'klat boite kamla ta3 dwa'],
  ],
  seizure: [
    ['en', 'he has been fitting for 10 minutes and wont stop'],
    ['fr', 'elle convulse depuis 8 minutes ça ne s arrete pas'],
    ['ar', 'يتشنج منذ عشر دقائق ولم يتوقف'],
    ['dz', 'راه يتشنج من عشر دقايق وما حبسش'],
    ['dl', 'rah yetchanaj men 10 dqayeq w ma 7bessch'],
  ],
  head_injury: [
    ['en', 'fell and hit his head, now vomiting and confused'],
    ['fr', "il est tombé sur la tête, il a vomi 2 fois et il est somnolent"],
    ['ar', 'سقط على رأسه ويتقيأ ونعسان'],
    ['dz', 'طاح على راسو ورجع يتقيا'],
    ['dl', 'ta7 3la rasou w rah yetqaya'],
  ],
  suicide_indirect: [
    ['en', 'i just want to sleep and never wake up'],
    ['en', 'my brother gave away all his things and wrote goodbye letters'],
    ['en', 'my sister says she will jump off the roof tonight'],
    ['fr', "ma fille dit qu'elle va sauter du balcon"],
    ['fr', 'je veux en finir, j ai tout prepare'],
    ['ar', 'أريد أن أنام ولا أستيقظ أبدا'],
    ['ar', 'أخي يوزع أغراضه ويودع الجميع'],
    ['dz', 'خويا يفرق حوايجو وقالي سامحوني'],
    ['dz', 'بنتي قالت راح ترمي روحها من البالكون'],
    ['dl', 'khoya yfare9 7wayjou w ykteb bra l yemma'],
    ['dl', 'nheb nermi rou7i mel balcon'],
  ],
  severe_burn: [
    ['en', 'boiling oil spilled on my sons arm, the skin is white and peeling off'],
    ['fr', 'brulé par l huile bouillante, la peau est blanche et part'],
    ['ar', 'احترقت يدي بالزيت المغلي والجلد يتقشر'],
    ['dz', 'تحرقت بالزيت السخون والجلد طايح'],
    ['dl', 'tharqet b zit s5oun w jeldha tay7'],
  ],
  newborn: [
    ['en', 'my 2 week old is floppy and not feeding'],
    ['en', 'my 3 week old baby has a fever of 38.5'],
    ['fr', 'mon bebe de 3 semaines a de la fievre'],
    ['ar', 'رضيعي عمره أسبوعان عنده حمى'],
    ['dz', 'البيبي عندو 20 يوم وعندو السخانة'],
    ['dl', 'bebe 3ando 15 jours w s5oun'],
  ],
  hemophilia_bleed: [
    ['en', 'my son has hemophilia and fell, his knee is swelling up'],
    ['fr', 'mon fils hemophile est tombé, son genou gonfle'],
    ['dl', 'weldi hemophile ta7 w rekbtou ntafkhet'],
  ],
  missed_dialysis: [
    ['en', 'my father missed his dialysis and now he is breathless'],
    ['fr', "mon pere n'a pas pu aller a sa dialyse et il etouffe"],
    ['dz', 'بابا ما راحش للدياليز وراه مختنق'],
    ['dl', 'baba ma ra7ch l dialyse w rah mkhnou9'],
  ],
  spinal_injury: [
    ['en', 'fell from the roof and cant move his legs'],
    ['ar', 'سقط من السطح ولا يستطيع تحريك رجليه ويؤلمه ظهره'],
  ],
  hip_fracture: [
    ['en', 'my grandmother fell and cant get up, her leg hurts'],
    ['ar', 'سقطت جدتي ولا تستطيع الوقوف ورجلها تؤلمها'],
  ],
  unconscious: [
    ['en', 'my uncle collapsed and is not responding'],
    ['ar', 'سقط عمي مغشيا عليه ولا يستجيب'],
    ['dl', 'khali ta7 w ma rahch yjaweb'],
  ],
  septic_arthritis: [
    ['en', 'my knee is swollen and hot since yesterday with fever 39, i cant bend it'],
    ['fr', 'genou gonflé et chaud avec 39 de fievre, impossible de le plier'],
    ['dl', 'rekbti ntafkhet w s5ouna w 3andi s5ana, ma n9derch nlaweha'],
  ],
  tetanus: [
    ['en', 'stepped on a rusty nail last week, now i cant open my mouth and my neck is stiff'],
    ['fr', "blessé par un clou rouillé il y a 10 jours, je n'arrive pas a ouvrir la bouche"],
    ['dz', 'تجرحت بمسمار الشهر هذا ودرك فمي ما يتحلش'],
  ],
  dental_spreading_infection: [
    ['en', 'tooth abscess, my face and under my jaw are swollen, fever, hard to swallow'],
    ['dl', 'dersti ntafkhet w wejhi kamel ntfakh, s5ana w ma n9derch nebla3'],
  ],
  hypertensive_crisis: [
    ['en', 'bp is 220/120 and i have a pounding headache and blurry vision'],
    ['fr', 'tension a 23/13, mal de tete et vision trouble'],
    ['dz', 'الطونسيون 22 وراسي يوجعني وما نشوفش مليح'],
  ],
  sepsis: [
    ['en', 'urine infection for days, now fever 40 and she is talking nonsense'],
    ['fr', 'fievre 40 et frissons, elle dit n importe quoi et sa tension est a 8'],
    ['dz', 'عندو سخانة وبرد ودرك ما راهوش يعرفنا'],
    ['dl', 's5ana bezaf w ma ra7ch y3refna'],
  ],
  postpartum_preeclampsia: [
    ['fr', 'accouchee il y a 5 jours, mal de tete tres fort, je vois des eclairs, tension 17'],
    ['dl', 'khti weldet men 4 jours w rasha ywja3ha bezaf w tchouf des eclairs'],
  ],
  hypoglycemia_unnamed: [
    ['fr', 'mon pere diabetique transpire, tremble et dit n importe quoi'],
    ['en', 'my diabetic husband is sweating and shaking and talking nonsense'],
  ],
  infected_blocked_kidney: [
    ['en', 'i have a kidney stone and now fever 39 with chills'],
    ['fr', 'calcul au rein, fievre a 39 et frissons depuis ce matin'],
    ['dl', '3andi 7jra f lkelwa w s5ana w r3acha'],
  ],
  pressure_under_cast: [
    ['en', 'leg in a cast since yesterday, pain keeps getting worse and my toes are numb'],
    ['dl', 'darouli platre f yddi w twja3ni bezaf w sbo3i ma n7essch bihom'],
  ],
  knocked_out_tooth: [
    ['en', 'my son fell and his front tooth came out with the root'],
    ['dz', 'بنتي طاحت وطاحتلها سنة كاملة بالعرق'],
  ],
};

/** Messages that sound alarming but are not an emergency now: past, someone else, cleared, harmless. */
// prettier-ignore
export const NOT_EMERGENCIES: readonly (readonly [Way, string])[] = [
  ['en', 'my uncle had a stroke 2 years ago, how can i lower my own risk'],
  ['en', 'i had chest pain last year, the ecg was normal, i want a check up'],
  ['en', 'my 2 year old swallowed a bit of toothpaste, she is fine'],
  ['fr', "mon grand pere a fait un AVC l'an dernier, comment l'eviter"],
  ['fr', "j'ai eu une convulsion il y a 3 ans, depuis plus rien"],
  ['fr', 'petite trace de sang dans le mouchoir en me mouchant'],
  ['fr', 'ma fille a avale un peu de dentifrice, elle va bien'],
  ['ar', 'أصيب جدي بجلطة قبل سنتين، كيف أتجنبها'],
  ['ar', 'أغمي علي مرة العام الماضي والتحاليل كانت سليمة'],
  ['dz', 'بابا جاتو جلطة العام اللي فات، واش نديرو باش نتفاداوها'],
  ['dz', 'راني مخنوق من الخدمة وما نرقدش مليح'],
  ['dl', 'khoya dar crise 3am li fat w dork labas'],
  ['dl', 'rani mkhnou9 mel khedma w stress bezaf'],
  ['en', 'chest hurts when i press on it after the gym, breathing is fine'],
  ['en', 'spat some blood, my gums bleed when i brush'],
  ['dz', 'كي نغسل سناني نبزق شوية دم من اللثة'],
  ['dl', 'bniti jatha convulsion m3a s5ana l3am lewel, dork mli7a'],
  ['dl', '3andi l3dem kharej f sba3 lkbir ta3 rejli'],
];
