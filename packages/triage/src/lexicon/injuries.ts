import type { Concept } from './types.ts';

/** How much someone says they bleed, what cut them, injuries that show, bites and stings: an
 * intensifier ('bzaf', 'beaucoup', 'a lot', 'بغزارة') makes a bleeding heavy, a knife or broken glass
 * with blood is a wound, a bone through the skin or a limb bent out of shape after a fall is a fracture. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const INJURY_CONCEPTS: Concept[] = [
  {
    // Scorpion envenomation is a public-health emergency in the south: sweats, shakes, vomiting.
    id: 'scorpion',
    w: { GM: 1, DER: -0.8 },
    en: ['scorpion', 'scorpion sting', 'stung by a scorpion', 'scorpion stung', 'scorpions'],
    fr: ['scorpion', 'piqure de scorpion', 'pique par un scorpion', 'un scorpion', 'scorpions', 'des scorpions'],
    ar: ['عقرب', 'لدغه عقرب', 'لسعه عقرب', 'لدغني عقرب', 'لسعتني عقرب', 'لدغته عقرب', 'العقرب', 'العقارب', 'عقارب'],
    dz: ['عقرب', 'عقربه', 'قرصتني عقرب', 'قرصني عقرب', 'العقرب', 'قرقوب', 'القرقوب', 'العقارب', 'عقارب', 'القراقب'],
    dl: ['3a9rab', '3a9reb', 'a9rab', '3agrab', '3a9rba', 'la3a9rab', 'scorpion', '9ar9oub', '9er9oub', 'l9ar9oub', 'l3a9arib', '3a9arib', 'scorpions'],
  },
  {
    // Votes for nothing: it only says how much of what it goes with (see the bleeding rules).
    id: 'intensifier',
    w: {},
    en: ['a lot', 'lots', 'so much', 'too much', 'much', 'heavily', 'profusely', 'like crazy', 'everywhere', 'soaked the towels', 'soaked towels', 'soaked a towel', 'soaked through the towels', 'soaking the towels', 'through the towels', 'several towels', 'soaked the tissues'],
    fr: ['beaucoup', 'enormement', 'abondamment', 'a flots', 'tellement', 'trop', 'trempe les serviettes', 'trempe des serviettes', 'trempe plusieurs serviettes', 'trempe trois serviettes', 'plusieurs serviettes', 'trempe les mouchoirs', 'toutes les serviettes'],
    ar: ['بغزاره', 'كثير', 'كثيرا', 'بكثره', 'بشده', 'جدا', 'بلل المناشف', 'بللت المناشف', 'عده مناشف', 'بلل المنشفه', 'غمر المناشف'],
    dz: ['بزاف', 'بالزاف', 'ياسر', 'بزايد', 'بلا حساب', 'بلا السرفيتات', 'بل السرفيتات', 'شرب السرفيتات', 'السرفيتات كامل', 'عبى السرفيتات', 'فنا السرفيتات'],
    dl: ['bzaf', 'bezzaf', 'bezaf', 'bzzaf', 'bzf', 'bzef', 'yasser', 'yaser', 'bla hsab', '3abba serviettes', '3bba serviettes', '3abba serviette', '3bba serviette', 'serviettes kamel', 'serviette kamel', 'bella serviettes', 'chrab serviettes', 'kmel serviettes', 'fna serviettes'],
  },
  {
    // Blood that leaves in jets or pumps out like a fountain: an artery cut, whatever the amount said.
    // Said in time with the heartbeat ('with each heart beat', 'مع كل نبضة') it is the artery's pulse,
    // not the heart.
    id: 'spurting',
    w: {},
    en: ['spurting', 'spurts', 'spurted', 'spurting out', 'squirting', 'squirts', 'in jets', 'jets of blood', 'pumping out', 'pumps out', 'like a fountain', 'like a tap', 'shooting out', 'gushing', 'gushes', 'pulsing out', 'with each heart beat', 'with each heartbeat', 'with every heartbeat', 'with every heart beat', 'with every beat', 'with each beat', 'in time with my heartbeat', 'in time with the heartbeat', 'in time with his pulse', 'pulsing', 'pulses out', 'pulsating', 'beating out', 'squirting out', 'shooting out of', 'jump out', 'jump out with each heart beat', 'jumps out', 'in spurts', 'jumping out', 'is jumping out', 'with my pulse', 'in time with my pulse'],
    fr: ['gicle', 'giclait', 'gicler', 'giclee', 'par jets', 'en jet', 'en jets', 'jaillit', 'jaillissait', 'pisse le sang', 'comme une fontaine', 'comme un robinet', 'par saccades', 'sort par jets', 'a chaque battement de coeur', 'a chaque battement du coeur', 'a chaque battement', 'au rythme du coeur', 'au rythme des battements', 'au rythme du pouls', 'qui saute', 'ca saute', 'il saute', 'ca pulse', 'pulse', 'par a coups', 'en pulsant', 'gicle a chaque battement'],
    ar: ['يتدفق', 'يندفع', 'يتدفق بقوه', 'يندفع بقوه', 'مثل النافوره', 'كالنافوره', 'يخرج بقوه', 'على شكل دفعات', 'مع كل نبضه', 'مع كل دقه قلب', 'مع كل نبضه قلب', 'مع دقات القلب', 'مع نبض القلب', 'ينبض', 'ينبض بقوه', 'يقفز', 'يخرج متقطعا', 'يخرج على دفعات', 'يتدفق مع كل نبضه', 'مع نبضات القلب', 'مع النبض'],
    dz: ['كيما نافوره', 'كي النافوره', 'كيما النافوره', 'يخرج بالقوه', 'يطرطق', 'يطير الدم', 'كيما الروبيني', 'كي الروبيني', 'مع كل دقه تاع القلب', 'مع كل دقه', 'كي يضرب القلب', 'مع ضربات القلب', 'ينقز', 'يطلع بالدفعات', 'يخرج بالدفعات', 'يفوح', 'يفور', 'ينبض', 'مع دقات القلب', 'الدم يفور', 'يخرج يفور', 'يخرج يضرب'],
    dl: ['kima nafoura', 'ki nafoura', 'kima fontaine', 'yakhrej bel9owa', 'yokhrej bel9owa', 'ykhrej bel9owa', 'ykhrej b9owa', 'yakhrej b9owa', 'ytarta9', 'ytartaq', 'ytir ddem', 'kima robini', 'ki robini', 'gicle', 'm3a kol da9a', 'm3a kol d9a', 'm3a kol dqa', 'm3a kol nabda', 'ynagez', 'yna9ez', 'ynagaz', 'yfour', 'ykhrej b dafa3at', 'ytla3 b dafa3at', 'ynabed', 'm3a kol dagga', 'm3a kol dag9a', 'dem yfour', 'ddem yfour', 'ykhrej yfour', 'ykhrej ydreb', 'yakhrej ydreb'],
  },
  {
    // Said with blood, the thing that cut: a wound even when the word for wound is missing.
    id: 'sharp_object',
    w: {},
    en: ['knife', 'broken glass', 'metal splinter', 'splinter of metal', 'piece of metal', 'rusty nail', 'a nail', 'piece of glass', 'glass door', 'window pane', 'razor', 'blade', 'metal sheet', 'sheet metal', 'tin can', 'machete', 'grinder', 'angle grinder', 'metal chip', 'metal shard', 'sparks', 'grinding', 'grinding disc', 'cutting disc', 'cutting metal', 'cutting iron', 'hammering metal', 'metal filings', 'iron filings', 'metal fragment', 'chip of metal', 'bit of metal', 'piece of iron'],
    fr: ['couteau', 'vitre', 'eclat de metal', 'eclat metallique', 'bout de fer', 'morceau de fer', 'clou', 'verre casse', 'bout de verre', 'eclat de verre', 'lame', 'rasoir', 'cutter', 'tole', 'scie', 'hache', 'meuleuse', 'disqueuse', 'limaille', 'copeau', 'disque a meuler', 'disque de meuleuse', 'disque a couper', 'meule', 'en meulant', 'je meulais', 'il meulait', 'couper du fer', 'coupais du fer', 'coupait du fer', 'eclat de fer', 'limaille de fer', 'copeau de metal', 'bout de metal', 'morceau de metal'],
    ar: ['سكين', 'السكين', 'شظيه', 'شظيه معدنيه', 'قطعه معدن', 'مسمار', 'زجاج', 'الزجاج', 'شفره', 'موس', 'الموس', 'منشار', 'قطعه حديد', 'برادة حديد', 'الة قطع', 'قرص الجلخ', 'قرص القطع', 'الجلخ', 'اجلخ', 'جلاخه', 'اقطع الحديد', 'اقص الحديد', 'قطع الحديد', 'برادة معدنيه', 'شظيه حديد'],
    dz: ['حديده', 'شطيه حديد', 'مسمار', 'موس', 'الموس', 'بالموس', 'زاج', 'الزاج', 'جاج', 'الجاج', 'زجاج', 'لاما', 'الطوله', 'الديسكوز', 'ديسكوز', 'لاموليز', 'موليز', 'ميلوز', 'الميلوز', 'بالميلوز', 'لاميلوز', 'طارت قطعه', 'طارتلي قطعه', 'طرف حديد', 'برادة', 'الحديد بالديسك', 'نقص الحديد بالديسك', 'يقص الحديد بالديسك', 'نقطع الحديد بالديسك', 'نقص بالديسك', 'نقطع بالديسك', 'يقص بالديسك', 'يقطع بالديسك', 'نقص فالحديد', 'نقطع فالحديد', 'يقص فالحديد', 'الديسك تاع الحديد', 'طرف تاع الحديد', 'شطيه تاع الحديد'],
    dl: ['hdida', '7dida', 'hdid', 'mesmar', 'mosmar', 'moss', 'mous', 'lmoss', 'lmous', 'zaj', 'zjaj', 'jaj', 'ljaj', 'lama', 'lmousse', 'couteau', 'vitre', 'tola', 'lamat', 'disqueuse', 'diskeuz', 'meuleuse', 'moleuz', 'miloz', 'lmiloz', 'meloz', 'tartli 9et3a', 'tart 9et3a', 'ter7a hdid', 'tarf 7did', 'l7did b disque', 'n9ass b disque', 'n9ass bel disque', 'nqass b disque', 'n9ta3 b disque', 'y9ass b disque', 'disque ta3 l7did', 'n9ass f l7did', 'nqass f l7did', 'y9ass f l7did', 'nkoupi l7did', 'ykoupi l7did', 'tarf ta3 l7did', 'ter7a ta3 l7did', 'bradat l7did'],
  },
  {
    id: 'open_fracture',
    w: { ORT: 3, GM: 0.5 },
    en: ['open fracture', 'compound fracture', 'bone sticking out', 'bone is sticking out', 'bone poking out', 'bone through the skin', 'bone came through'],
    fr: ['fracture ouverte', 'l os sort', 'os qui sort', 'os sort de la peau', 'os a travers la peau', 'on voit l os'],
    ar: ['كسر مفتوح', 'العظم ظاهر', 'العظم خارج', 'العظم خارج من الجلد', 'بروز العظم'],
    dz: ['العظم خارج', 'العظم بان', 'العظم باين', 'العظم برا', 'العظم بارز', 'العظم طلع', 'بان العظم', 'طلع العظم'],
    dl: ['ladam kharej', 'l3dam kharej', 'l3dem kharej', 'l3dam bayen', 'l3dam barez', 'l3dam bra', 'adam kharej', 'adam barez', 'adam bayen', 'fracture ouverte', 'adem bayen', 'adem baynine', 'adem baynin', 'l3dem bayen', 'l3dem baynin', 'l3dam baynin', 'l3adem ban', 'l3dem ban', 'ladem ban', 'l3adem bayen', 'l3adem kharej', 'l3adem khrej', 'l3adem tla3', 'l3dam ban', 'l3dam tla3'],
  },
  // Out through the skin or the flesh, said after the bone and its owner ('عظم ساقه خارج من
  // الجلد', 'l3dam ta3 rejlou kharej men l7em'): with a bone, an open fracture (derived.ts).
  {
    id: 'out_of_skin',
    w: {},
    en: ['out of the skin', 'through the skin', 'through his skin', 'through her skin', 'out of his skin', 'out of her skin', 'poking out of', 'sticking out of', 'showing through the skin', 'out through the skin', 'came out of the skin', 'coming out of the skin', 'came out through the skin'],
    fr: ['sort de la peau', 'sorti de la peau', 'sortie de la peau', 'a travers la peau', 'perce la peau', 'depasse de la peau', 'sort de la chair', 'sortait de la peau', 'visible a travers la peau', 'qui sort de la peau'],
    ar: ['خارج من الجلد', 'ظاهر من الجلد', 'بارز من الجلد', 'يخرج من الجلد', 'خرج من الجلد', 'خارج من اللحم', 'اخترق الجلد', 'ظهر من الجلد', 'طالع من الجلد', 'يبرز من الجلد', 'ظاهر من اللحم', 'خرج من اللحم'],
    dz: ['خارج من اللحم', 'خارج من الجلد', 'خرج من اللحم', 'خرج من الجلد', 'برا من اللحم', 'باين من اللحم', 'باين من الجلد', 'قطع الجلد', 'بان من الجلد', 'بان من اللحم', 'طلع من الجلد', 'طلع من اللحم', 'ظاهر من اللحم', 'باين من تحت الجلد'],
    dl: ['kharej men l7em', 'kharej mel l7em', 'kharej men jeld', 'kharej mel jeld', 'khrej men l7em', 'khrej mel jeld', 'bayen men l7em', 'bayen mel jeld', 'bra men l7em', '9ta3 jeld', 'ban men ljeld', 'ban men jeld', 'ban mel jeld', 'ban mn ljeld', 'ban mn jeld', 'banet men ljeld', 'yban men ljeld', 'tla3 men ljeld', 'tla3 mn ljeld', 'khrej mn ljeld', 'kharej mn ljeld', 'bayen mn ljeld', 'ban men l7em', 'ban mn l7am', 'tla3 men l7em'],
  },
  // A bone said to be coming out ('bone coming out of my leg', 'l os qui sort', 'العظم طالع',
  // 'l3dam tale3'): with a limb and a fall or an accident, an open fracture (derived.ts).
  {
    id: 'sticks_out',
    w: {},
    en: ['coming out', 'sticking out', 'poking out', 'popping out', 'jutting out', 'piercing through'],
    fr: ['qui sort', 'qui depasse', 'qui perce', 'sort de', 'sorti de', 'ressort de'],
    ar: ['يخرج من', 'خرج من', 'يبرز من', 'بارز من', 'ظاهر من', 'ناتئ من'],
    dz: ['طالع من', 'خارج من', 'خرج من', 'باين من', 'برا من'],
    dl: ['tale3 men', 'tal3 men', 'tale3 mn', 'kharej men', 'kharej mn', 'khrej men', 'khrej mn', 'bayen men', 'bra men'],
  },
  {
    // A limb out of shape; it alarms only with an injury (bow legs in a child are a consultation).
    id: 'deformed',
    w: { ORT: 0.5 },
    en: ['deformed', 'the wrong way', 'at a weird angle', 'at a strange angle', 'out of shape', 'pointing the wrong way', 'dislocated', 'out of its socket', 'popped out', 'out of place', 'bent the wrong way', 'crooked after the fall', 'bent backwards', 'bent the other way', 'bent back the wrong way', 'twisted the wrong way', 'the wrong direction', 'in the wrong direction', 'facing the wrong way', 'turned the wrong way', 'pointing backwards', 'facing backwards', 'not in the right direction', 'twisted in a weird way', 'bent in a weird way', 'bent sideways', 'bent to the side'],
    fr: ['deforme', 'deformee', 'dans le mauvais sens', 'forme bizarre', 'pas dans l axe', 'deboite', 'deboitee', 'luxation', 'sorti de sa place', 'luxe', 'de travers', 'tout de travers', 'pliee a l envers', 'plie a l envers', 'a l envers', 'pliee dans le mauvais sens', 'tordue dans le mauvais sens', 'tordu dans le mauvais sens', 'pliee a lenvers', 'a lenvers', 'dans un sens pas normal', 'dans un sens anormal', 'sens pas normal', 'pas dans le bon sens', 'dans l autre sens', 'dans le sens inverse', 'position anormale', 'dans une position anormale', 'position pas normale', 'dans un drole de sens', 'tordue bizarrement', 'tordu bizarrement', 'pliee bizarrement', 'plie bizarrement', 'forme pas normale'],
    ar: ['مشوه', 'مشوهه', 'في وضع غير طبيعي', 'بزاويه غريبه', 'خرج من مكانه', 'خلع في الكتف', 'خرج كتفه من مكانه', 'انخلع كتفه', 'خرجت من مكانها', 'ملتويه بشكل غريب', 'ملتوي بشكل غريب', 'معوجه', 'معوج', 'مثنيه بالعكس', 'منثنيه بالعكس', 'ملتويه للخلف', 'ملتويه بالعكس', 'ملتوي بالعكس', 'في اتجاه غير طبيعي', 'باتجاه غير طبيعي', 'في الاتجاه المعاكس', 'في الاتجاه الخاطئ', 'بشكل غير طبيعي', 'بوضعيه غير طبيعيه', 'ملتويه بشكل غير طبيعي', 'ملتوي بشكل غير طبيعي', 'مثنيه بشكل غريب', 'مثني بشكل غريب'],
    dz: ['معوجه', 'معوجين', 'ماشي في بلاصتها', 'ماشي في بلاصتو', 'راهي معوجه', 'خرج من بلاصتو', 'خرجت من بلاصتها', 'معوج', 'معووج', 'راهو معوج', 'ملويه بالمقلوب', 'تلوات بالمقلوب', 'تلوات بالعكس', 'ملويه بالعكس', 'راهي بالمقلوب', 'دايره بالمقلوب', 'مطويه بالمقلوب', 'ماشي في الاتجاه تاعها', 'دايره شكل', 'دايرا شكل', 'ملويه شكل', 'ملوي شكل', 'معوجه بزاف', 'ماشي كيما لازم', 'ملويه ماشي نورمال', 'ملوي ماشي نورمال', 'راهي ملويه للجيهه لوخرا', 'ملويه للجيهه لوخرا', 'ملوي للجيهه لوخرا'],
    dl: ['m3awja', 'maawja', 'mawja', 'm3ewja', 'm3awjin', 'machi f blastha', 'machi f blastou', 'kherej men blastou', 'khrej mn blastou', 'khrej men blastou', 'khorjet mn blastha', 'kherjet men blastha', 'm3awej', 'm3ewej', 'maawej', 'm3owej', 'rah m3awej', 'mlwiya bel m9loub', 'mlouya bel 3ks', 'tlwat bel 3ks', 'tlwat bel m9loub', 'rahi bel m9loub', 'dayra bel m9loub', 'mtwiya bel m9loub', 'bel m9loub', 'bel maqloub', 'bel3ks', 'dayra chkel', 'dayer chkel', 'mlwiya chkel', 'mlwi chkel', 'mlouya machi normal', 'mlwiya machi normal', 'mlwi machi normal', 'machi f ljiha ta3ha', 'mlouya l jiha lokhra', 'mlwiya l jiha lokhra', 'mlwi l jiha lokhra', 'tlwat l jiha lokhra', 'dayra f jiha machi normal', 'm3awja bzaf'],
  },
  {
    id: 'osteoporosis',
    w: { RHU: 3.5, ORT: -1.8, END: 0.3 },
    en: ['osteoporosis', 'brittle bones', 'bone density', 'thin bones'],
    fr: ['osteoporose', 'decalcification', 'os fragiles', 'densitometrie'],
    ar: ['هشاشه العظام', 'ترقق العظام', 'كثافه العظام'],
    dz: ['هشاشه العظام', 'العظام ضعاف', 'لوستيوبوروز', 'العظم ضعيف'],
    dl: ['osteoporose', 'ostioporoz', 'adam dhaif', 'decalcification'],
  },
  {
    // Stuck in the throat: the ENT removes it; not a poisoning ('poisson' is not 'poison').
    id: 'fish_bone',
    w: { ENT: 3, GAS: 0.3 },
    en: ['something stuck in my throat', 'stuck in my throat', 'fish bone', 'fishbone', 'bone stuck in my throat'],
    fr: ['coince dans la gorge', 'quelque chose coince dans la gorge', 'arete de poisson', 'arete', 'une arete', 'os de poulet coince', 'arrete de poisson', 'arete de poison', 'arrete de poison', 'une arrete', 'os de poisson'],
    ar: ['عالق في حلقي', 'شيء عالق في حلقي', 'عالقه في حلقي', 'شوكه سمك', 'حسكه سمك', 'عظم سمك', 'شوكه السمك'],
    dz: ['حاجه عالقه في حلقي', 'عالقه في حلقي', 'حاجه حاصله في حلقي', 'شوكه تاع الحوت', 'شوكه الحوت', 'عظم الحوت', 'الشوكه تاع الحوت'],
    dl: ['7aja 7absa f 7al9i', 'haja habsa f hal9i', 'chi haja f 7al9i', 'chouka ta lhout', 'chouka ta3 l7out', 'chouka lhout', 'adam lhout', 'l3dam ta3 l7out'],
  },
  {
    // A biting animal: the bite calls for the rabies vaccine whatever the animal.
    // A dog's bite is rabies prophylaxis first: infectious diseases in Algeria.
    id: 'dog',
    w: {},
    en: ['dog', 'dog bit', 'bitten by a dog', 'cat', 'cat bit', 'cat scratch', 'bitten by a cat', 'scratched by a cat', 'monkey bite', 'bitten by a monkey', 'bit me', 'dog bit me', 'bitten by a stray'],
    fr: ['chien', 'mordu par un chien', 'morsure de chien', 'chat', 'mordu par un chat', 'griffe par un chat', 'griffure de chat', 'morsure de chat', 'morsure de singe', 'm a mordu', 'mordu au visage', 'a mordu'],
    ar: ['كلب', 'الكلب', 'عضه كلب', 'قطه', 'عضه قطه', 'عضه قط', 'خدش قطه', 'خدشني قط', 'عضني قط', 'عضتني قطه', 'عضه قرد', 'عضني كلب', 'عضها كلب'],
    dz: ['كلب', 'الكلب', 'كلبه', 'كلب عضني', 'قطوس', 'القطوس', 'قطوسه', 'عضني القطوس', 'خبشني القطوس', 'قطوس عضني', 'قطوس خبشني', 'عضني', 'عضو الكلب', 'عضها الكلب', 'عضني الكلب'],
    dl: ['kelb', 'lkelb', 'kalb', 'lkalb', 'klab', '9attous', 'qattous', 'qatous', '9tous', '9attous 3addni', 'qattous addni', '9attous khbachni', '3addni', '3addou lkelb', '3addni lkelb', '3adha lkelb', '9ett', 'qett', 'l9ett', 'lqett', '9etti', 'qetti'],
  },
  {
    // Mucus in the stools ('glaires' in a diarrhoea, not a cough): derived in derived.ts.
    id: 'mucus_stool',
    w: { GAS: 3.5, PUL: -3, INF: -0.3 },
    en: ['mucus in my stool', 'mucus in stool', 'mucus in the stool', 'slimy stool'],
    fr: ['glaires dans les selles', 'selles glaireuses', 'selles avec du mucus'],
    ar: ['مخاط في البراز', 'براز مخاطي'],
    dz: ['المخاط في البراز', 'البراز فيه المخاط'],
    dl: ['glaires f selles', 'mokhat f selles', 'selles fihom glaires'],
  },
];
