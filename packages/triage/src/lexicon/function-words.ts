import type { LexLang } from './types.ts';

/**
 * Words that carry no medical meaning: skipped inside phrases, never typo-corrected,
 * and used as language evidence.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const STOPWORDS: Record<LexLang, string[]> = {
  en: ['sound', 'transport', 'transportation', 'sounds', 'sounded', 'cooking', 'shopping', 'sewing', 'painting', 'pushing', 'hiking', 'hunting', 'gaming', 'currently', 'i', 'im', 'i m', 'me', 'my', 'mine', 'myself', 'we', 'our', 'you', 'your', 'he', 'she', 'his', 'her', 'him', 'it', 'its', 'they', 'them', 'their', 'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'is', 'am', 'are', 'was', 'were', 'be', 'been', 'being', 'have', 'has', 'had', 'having', 'do', 'does', 'did', 'doing', 'get', 'got', 'getting', 'feel', 'feels', 'feeling', 'felt', 'very', 'really', 'so', 'too', 'also', 'since', 'for', 'days', 'day', 'weeks', 'week', 'months', 'month', 'years', 'year', 'old', 'ago', 'this', 'that', 'these', 'those', 'there', 'here', 'when', 'after', 'before', 'during', 'while', 'lot', 'lots', 'bit', 'little', 'some', 'much', 'many', 'always', 'sometimes', 'often', 'every', 'morning', 'night', 'today', 'yesterday', 'please', 'help', 'doctor', 'need', 'want', 'like', 'keep', 'keeps', 'kind', 'then', 'now', 'still', 'again', 'which', 'what', 'who', 'if', 'can', 'could', 'should', 'would', 'will', 'up', 'out', 'into', 'over', 'right', 'left', 'side', 'both', 'hello', 'hi', 'thanks', 'sir', 'go', 'going', 'went', 'started', 'start', 'since', 'two', 'three', 'one', 'time', 'times', 'hours', 'hour', 'bad', 'badly', 'quite', 'where', 'how', 'than', 'because', 'just', 'even', 'all', 'any', 'problem', 'problems', 'issue', 'issues', 'heal', 'heals', 'healing', 'healed', 'any', 'real', 'significant', 'such', 'particular', 'more', 'less', 'worse', 'better', 'lately', 'recently', 'quickly', 'slowly', 'rapid', 'rapidly', 'constantly', 'everything', 'nothing', 'something', 'anything', 'normal', 'normally', 'usually', 'small', 'large', 'big', 'same', 'other', 'another', 'first', 'last', 'long', 'whole', 'since', 'until', 'around', 'under', 'above', 'below', 'near', 'think', 'thought', 'maybe', 'perhaps', 'know', 'said', 'says', 'told', 'take', 'took', 'taking', 'make', 'makes', 'made', 'come', 'comes', 'came', 'give', 'gives', 'look', 'looks', 'seems', 'seem', 'become', 'becomes', 'became', 'getting', 'gets', 'going', 'doing', 'happen', 'happens', 'happened', 'every', 'each', 'everyday', 'mother', 'father', 'mom', 'dad', 'wife', 'husband', 'brother', 'sister', 'friend', 'grandmother', 'grandfather', 'work', 'home', 'school', 'house'],
  fr: ['connu', 'connus', 'connue', 'connues', 'torchon', 'dangereux', 'dangereuse', 'actuellement', 'transport', 'part', 'repart', 'partent', 'je', 'j', 'j ai', 'ai', 'me', 'm', 'moi', 'mon', 'ma', 'mes', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'son', 'sa', 'ses', 'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'au', 'aux', 'a', 'et', 'ou', 'en', 'dans', 'sur', 'sous', 'avec', 'pour', 'par', 'est', 'suis', 'es', 'sont', 'etait', 'ete', 'avoir', 'avez', 'avons', 'ont', 'as', 'eu', 'fait', 'faire', 'tres', 'trop', 'beaucoup', 'peu', 'un peu', 'depuis', 'jours', 'jour', 'semaine', 'mois', 'ans', 'an', 'annee', 'ce', 'cette', 'cet', 'ces', 'qui', 'que', 'qu', 'quand', 'apres', 'avant', 'pendant', 'toujours', 'souvent', 'parfois', 'matin', 'soir', 'nuit', 'hier', 'aujourd', 'hui', 'docteur', 'bonjour', 'salut', 'svp', 'merci', 'aussi', 'encore', 'tout', 'tous', 'toute', 'toutes', 'comme', 'quelque', 'chose', 'droit', 'droite', 'gauche', 'ne', 'n', 'y', 'c', 's', 'se', 'sent', 'sens', 'sentir', 'senti', 'sentie', 'ressens', 'plus', 'fois', 'heures', 'deux', 'trois', 'probleme', 'problemes', 'quoi', 'si', 'mais', 'donc', 'alors', 'lui', 'leur', 'vers', 'chez', 'notre', 'votre', 'commence', 'niveau', 'partie', 'souffre', 'souffrir', 'rapide', 'rapidement', 'lent', 'lente', 'grand', 'grande', 'petit', 'gros', 'grosse', 'nouveau', 'nouvelle', 'jamais', 'chaque', 'quelques', 'plusieurs', 'surtout', 'vraiment', 'normal', 'normale', 'moins', 'bien', 'mieux', 'pire', 'depuis', 'pendant', 'cela', 'ceci', 'rien', 'personne', 'sais', 'pense', 'crois', 'dit', 'prends', 'prend', 'pris', 'mange', 'manger', 'marcher', 'travail', 'maison', 'mere', 'pere', 'mari', 'femme', 'frere', 'soeur', 'vient', 'venu', 'devient', 'devenu', 'arrive', 'semble', 'tres', 'presque', 'toujours', 'encore', 'derniere', 'dernier', 'premiere', 'premier', 'porte', 'porter', 'soulever', 'souleve', 'avoir', 'meuble', 'cicatrise', 'cicatriser', 'guerit', 'guerir', 'gueri', 'baisse', 'baissee'],
  ar: ['فيديو', 'فيديوهات', 'اي', 'فكره', 'افكار', 'اي فكره', 'الطول', 'طوله', 'طولها', 'القامه', 'الجيران', 'جيراننا', 'جارنا', 'جارتنا', 'حاليا', 'هناك', 'هنالك', 'انا', 'انني', 'لدي', 'عندي', 'في', 'من', 'على', 'الى', 'عن', 'مع', 'و', 'او', 'ثم', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'منذ', 'ايام', 'يوم', 'اسبوع', 'اسابيع', 'شهر', 'اشهر', 'سنوات', 'سنه', 'جدا', 'كثيرا', 'قليلا', 'احيانا', 'دائما', 'عند', 'عندما', 'بعد', 'قبل', 'اثناء', 'اشعر', 'شعور', 'اعاني', 'يعاني', 'تعاني', 'هو', 'هي', 'نحن', 'هل', 'لي', 'له', 'لها', 'كل', 'بعض', 'ايضا', 'حتى', 'الان', 'صباحا', 'ليلا', 'اليوم', 'امس', 'طبيب', 'الطبيب', 'دكتور', 'مشكله', 'مشاكل', 'يا', 'قد', 'كان', 'كانت', 'اصبح', 'اصبحت', 'بشكل', 'سريع', 'بسرعه', 'خفيف', 'خفيفه', 'بسيط', 'بسيطه', 'لديها', 'ولديها', 'لديه', 'ولديه', 'لدينا', 'دائم', 'مستمر', 'متكرر', 'احس', 'يحس', 'والدي', 'والدتي', 'امي', 'ابي', 'زوجي', 'زوجتي', 'اخي', 'اختي', 'العمل', 'البيت', 'المنزل', 'جهه', 'اليمنى', 'اليسرى', 'الايمن', 'الايسر', 'ساعات', 'مرات', 'مره', 'ان', 'اني', 'لكنه', 'عمره', 'عمرها', 'عمري', 'سنتين'],
  dz: ['فيديو', 'فيديوات', 'فيديوهات', 'الطول', 'طولو', 'طولها', 'لقيتو', 'لقيتها', 'لقيناه', 'لقيناها', 'لقاوه', 'لقاوها', 'بقاتلو', 'بقاتلي', 'بقاتلها', 'بقاتلنا', 'بقالو', 'بقالي', 'بقالها', 'الجيران', 'جيراننا', 'جارنا', 'جارتنا', 'سمانات', 'سمانه', 'راني', 'راه', 'راهي', 'راهو', 'راهم', 'عندي', 'عندو', 'عندها', 'عندنا', 'فيا', 'فيه', 'فيها', 'ليا', 'ليه', 'ليها', 'بيا', 'بيها', 'بيه', 'بيهم', 'بزاف', 'ياسر', 'شويه', 'تاع', 'نتاع', 'نتاعي', 'ديال', 'ديالي', 'هادي', 'هاذي', 'هذي', 'هاد', 'هاذ', 'هذا', 'كي', 'كيما', 'واش', 'علاش', 'كيفاش', 'وقتاش', 'نحس', 'نحس بلي', 'بلي', 'حاجه', 'حاجا', 'مليح', 'يامات', 'ايام', 'جمعه', 'سيمانه', 'شهر', 'شهور', 'عام', 'سنين', 'البارح', 'اليوم', 'ضرك', 'دوك', 'دروك', 'كل', 'نهار', 'الليل', 'فالليل', 'الصباح', 'فالصباح', 'طبيب', 'الطبيب', 'دكتور', 'الدكتور', 'يا', 'خويا', 'يعطيك', 'الصحه', 'مازال', 'ولا', 'وليت', 'ولات', 'ولى', 'بدا', 'بدات', 'بديت', 'نتاعو', 'نتاعها', 'تاعي', 'تاعو', 'شي', 'كامل', 'قاع', 'عليا', 'عليه', 'ديما', 'ساعات', 'مرات', 'خطرات', 'كاين', 'كاينه', 'مره', 'بصح', 'و', 'حتى', 'واحد', 'والو', 'نحب', 'حاب', 'بغيت', 'رايح', 'رايحه', 'روحي', 'ماما', 'يما', 'بابا', 'مرتي', 'راجلي', 'الدار', 'الخدمه', 'ندير', 'يدير', 'درت', 'قالولي', 'الطبيب نتاعي', 'مشكل', 'جدي', 'جدتي', 'ليلا', 'نهار', 'فيديا', 'تخرجلي', 'يخرجلي', 'تحت', 'فوق', 'في', 'من', 'مع', 'على', 'لي', 'اللي', 'شحال', 'فيا', 'صحه', 'تقدر', 'يقدر', 'نقدر', 'تقدري'],
  dl: ['mochkil', 'lmochkil', 'mouchkil', 'lmouchkil', 'mochkel', 'mochkla', 'bqa', 'bqat', 'bqit', 'bqaw', 'nfakar', 'nfakkar', 'nkhamem', 'nkhammem', 'fekkart', 'fakkart', 'fekart', 'fkert', 'fkart', 'khammemt', 'khamemt', 'khmemt', 'nbghi', 'nebghi', 'ch', 'sh', 'rani', 'rahi', 'rah', 'rahou', 'raho', 'rahom', 'andi', 'andou', 'andha', 'andna', 'fiya', 'fih', 'fiha', 'liya', 'lih', 'liha', 'biya', 'biha', 'bih', 'bihom', 'bzaf', 'bezaf', 'bezzaf', 'bzzaf', 'yasser', 'yaser', 'chwiya', 'chouiya', 'chwia', 'taa', 'ntaa', 'ntai', 'ntaai', 'dyal', 'dyali', 'hadi', 'hada', 'had', 'ki', 'kima', 'wach', 'wech', 'alach', 'kifach', 'nhes', 'nhess', 'nhs', 'nhass', 'beli', 'bli', 'hadja', 'haja', 'mlih', 'ayam', 'yamat', 'jemaa', 'simana', 'chhar', 'chhour', 'am', 'snin', 'lbareh', 'lyoum', 'drk', 'drok', 'drouk', 'dorka', 'kol', 'nhar', 'lil', 'f lil', 'sbah', 'fsbah', 'tbib', 'ttbib', 'doktor', 'docteur', 'ya', 'khouya', 'yatik', 'saha', 'mazal', 'wela', 'wlit', 'wlat', 'bda', 'bdat', 'bdit', 'ntaou', 'ntaha', 'taai', 'taou', 'chi', 'kaml', 'kamel', 'gaa', 'qaa', 'aliya', 'alih', 'dima', 'saat', 'marat', 'khatrat', 'kayen', 'kayna', 'kayan', 'mara', 'w', 'f', 'fi', 'fel', 'fl', 'm', 'mn', 'men', 'mea', 'ala', 'li', 'lli', 'chhal', 'ana', 'nti', 'nta', 'houwa', 'hiya', 'ga', 'tani', 'tan', 'bach', 'ida', 'ila', 'besh', 'hta', 'hetta', 'htta', 'wahed', 'wahda', 'walou', 'walo', 'bghit', 'nheb', 'nhab', 'hab', 'haba', 'kifah', 'kifech', 'ghadi', 'rayeh', 'rayha', 'jit', 'rohi', 'mama', 'yemma', 'baba', 'bouya', 'khti', 'khouya', 'mra', 'mrati', 'rajli', 'dar', 'khedma', 'ndir', 'ydir', 'tdir', 'dert', 'qalouli', 'galouli', 'qalet', 'qalt', 'qalli', 'qalha', 'qalou', 'qaletli', 'qaletlou', 'qalatli', 'galet', 'galha', 'galli', 'galetli', 'qalah', 'qallou', 'tbibi', 'ybra', 'yebra', 'tebra', 'taht', 'tahat', 'ltaht', 'lteht', 'ltahat', 'fouq', 'lisar', 'lisra', 'limin', 'limna', 'lisser', 'limen', 'kbir', 'sghir bezaf', 'tqder', 'yqder', 'nqder', 'sraha', 'bsraha', 'besraha', 'b sraha'],
};

/** Words that deny what follows: 'no fever', 'pas de fièvre', 'ما عنديش سخانة'. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const NEGATION_CUES: string[] = [
  'no', 'not', 'without', 'never', 'none', 'denies', 'nor', 'neither', 'free of', 'absence of',
  'no longer',
  'pas', 'sans', 'ni', 'jamais', 'aucun', 'aucune', 'absence', 'non', 'ne', 'n',
  'ولا يوجد', 'ولم', 'ولن', 'وليس', 'وبدون', 'ولا ينزف', 'ولا تنزف', 'ولا يسيل', 'ولا يؤلمني', 'ولا اشعر', 'لم اعد', 'لم يعد', 'لم تعد', 'توقفت', 'توقف', 'انقطعت',
  'ما بقيتش', 'ما بقاش', 'ما بقاتش', 'ما وليتش', 'ما ولاش', 'ما ولاتش', 'ما ولاوش', 'ما عادش', 'ما عدتش', 'ماعادش', 'ماعدتش', 'ما عادتش', 'ماعادتش', 'ما عادوش', 'ماعادوش',
  'ma bqitch', 'ma bqach', 'ma bqatch', 'ma wlitch', 'ma welitch', 'ma welach', 'ma wlach', 'ma welatch', 'ma wlatch', 'ma adch', 'ma adtch', 'maadch', 'ma adetch', 'maadetch', 'maadtch',
  'لا', 'ليس', 'ليست', 'لست', 'لم', 'لن', 'بدون', 'دون', 'بلا', 'بلاش', 'غير موجود', 'لا يوجد', 'لا توجد', 'انعدام',
  'ماعنديش', 'معنديش', 'عنديش', 'ماكانش', 'ماكاش', 'كاش', 'ماعندوش', 'ماعندهاش', 'ماشي', 'ماهيش', 'ماهوش', 'مكانش', 'ماراهش', 'ماراهيش', 'ما كانش', 'ما عنديش',
  'مانيش', 'ما نيش', 'ما راني', 'ما رانيش', 'مارانيش', 'ماراني',
  // 'ما عندي حرارة ولا ضيق' (Arabic without the Darija 'ش'), 'ما عندي حتى وجع', 'ma 3andi hta s5ana': not even one.
  'ما عندي', 'ما عنده', 'ما عندها', 'ما عندو', 'ما عندنا', 'ماعندي', 'ماعنده', 'ماعندها',
  'ما عندي حتى', 'ما عندو حتى', 'ما عندها حتى', 'ما عندنا حتى', 'ma 3andi hta', 'ma 3andou hta', 'ma 3andha hta', 'ma 3andna hta', 'ma 3andi 7ta', 'ma 3andou 7ta',
  // The same glued ('ma3andi 7ta fikra', 'ma3andou la skhana la'): Darija's denial without its 'ch'.
  'ma3andi hta', 'ma3andou hta', 'ma3andha hta', 'ma3andna hta', 'ma3andi la', 'ma3andou la', 'ma3andha la', 'ma3andi walou', 'ma3andou walou',
  // 'ما كاين حتى دم', 'ma kan la dem la walou': there is none.
  'ما كاين', 'ماكاين', 'ما كاينه', 'ma kayen', 'makayen', 'ma kayna', 'ma kan', 'makan',
  // 'ma kanch dem w la wje3': and no pain either (Darija 'w la' after a denial).
  'w la',
  'راهيش', 'راهش', 'راهوش', 'ماراهوش', 'rahich', 'rahch', 'rahouch', 'marahich', 'marahch',
  'manich', 'ma nich', 'ma rani', 'ma ranich', 'marani', 'maranich', 'marahi', 'marahou',
  // 'عمري ما طحت', '3omri ma tghachit': never in my life.
  'عمري ما', 'عمرو ما', 'عمرها ما', 'ما عمري', 'aomri ma', 'omri ma', 'amri ma', 'aamri ma', 'aomro ma', 'aomrha ma', 'ma aomri',
  // 'ماعمرو كانت عندو هذي الحاجة', 'ma 3omrou kan 3andou': never before in his life, not a relative's history.
  'ما عمرو', 'ماعمرو', 'ما عمرها', 'ماعمرها', 'ماعمري', 'ma aomrou', 'ma aomro', 'ma aomrha', 'maaomrou', 'maaomri', 'ma omrou', 'ma amrou', 'ma aamrou',
  // A disease feared, named and no more ('khayef ykoun andi AVC', 'peur que ce soit un AVC'): a worry,
  // not a sign; the signs said beside it still count (decision 0061).
  'afraid it is', 'afraid its', 'scared it is', 'scared its', 'worried it is', 'afraid i have', 'scared i have',
  'peur que ce soit', 'peur d avoir', 'peur que j aie',
  'اخاف ان يكون', 'اخشى ان يكون', 'خايف يكون', 'خايفه يكون', 'نخاف يكون', 'خايف تكون',
  'khayef ykoun', 'khayfa ykoun', 'nkhaf ykoun', 'khayef tkoun', 'khayfa tkoun',
  // 'ma fiha dem', 'ما فيهاش دم': there is none in it.
  'ma fiha', 'ma fih', 'ma fihach', 'ma fihch', 'mafihach', 'mafihch', 'ma fihech', 'ما فيهاش', 'مافيهاش', 'ما فيهش', 'مافيهش',
  // No intention or thought of what follows ('aucune idée de me faire du mal', 'no intention of
  // hurting myself', 'ما عنديش النية باش نأذي روحي'): the act is denied, not the idea affirmed.
  'no intention of', 'no thought of', 'no thoughts of', 'no idea of', 'no plan to', 'no plans to',
  'aucune idee de', 'pas d idee de', 'aucune intention de', 'pas l intention de', 'aucune envie de', 'jamais eu l idee de',
  'ليست لدي نيه', 'ليس لدي نيه', 'لا نيه لي', 'لا افكر في', 'لا انوي',
  'ما عنديش النيه', 'ما عنديش نيه', 'ما نويتش', 'ما في باليش',
  'ma 3andich niya', 'ma andich niya', 'ma andich nia', 'ma nwitch', 'ma fi balich',
  // 'ما شفت حتى دم', 'ma chft hta dem': nothing of it seen.
  'ما شفت', 'ما شفتش', 'ماشفتش', 'ما شفناش', 'ما لاحظت', 'ما لاحظتش', 'لم الاحظ', 'لم ار', 'لم ارى',
  'ma chft', 'ma chftch', 'ma chefthch', 'ma chfit', 'ma choft', 'ma choftch', 'machftch',
  // 'rien de deformé', 'nothing looks broken': nothing of what follows.
  'rien de', 'rien d', 'nothing looks', 'nothing seems',
  // 'nothing with blood', 'no trace of blood', 'aucune trace de sang': none of it.
  'nothing with', 'no trace of', 'no sign of', 'no signs of', 'aucune trace de', 'pas de trace de', 'aucun signe de',
  // 'jamais eu de malaise', 'never had any chest pain': never in one's life, not the worst ever
  // (a comparison after it, 'jamais eu de douleur pareille', keeps the worst: EVER_COMPARED).
  'jamais eu de', 'jamais eu d', 'jamais fait de', 'jamais fait d', 'jamais ressenti de', 'jamais senti de',
  // 'il n a pas fait de convulsions', 'elle a pas fait de malaise': none of it happened.
  'pas fait de', 'pas fait d', 'pas fait une', 'pas fait un', 'pas refait de', 'pas refait d',
  'never had any', 'never had a', 'never felt any', 'never had',
  'لم اشعر باي', 'لم احس باي', 'لم يحدث لي', 'لم اصب باي',
  // 'لم اضرب راسي', 'لم يرتطم راسه': the head was not struck.
  'لم اضرب', 'لم يضرب', 'لم تضرب', 'لم يرتطم', 'لم ترتطم', 'لم ارتطم', 'لم اصطدم', 'لم يصطدم', 'لم تصطدم',
  // 'ولم تاته تشنجات', 'لم تصبها حمى': nothing of it came to him or her.
  'لم تاته', 'لم تاتها', 'لم ياته', 'لم ياتها', 'لم تاتني', 'لم ياتني', 'لم تصبه', 'لم تصبها', 'لم يصبه', 'لم يصبها', 'لم يحدث له', 'لم يحدث لها', 'لم تحدث له', 'لم تحدث لها', 'لم تحصل له', 'لم تحصل لها', 'لم يحصل له', 'لم يحصل لها',
  'عمري ما جاني', 'عمري ما صرالي', 'omri ma jani', 'omri ma srali',
  'mandich', 'maandich', 'andich', 'ma andich', 'makanch', 'makach', 'ma kanch', 'makench', 'kach', 'mkach', 'maandouch', 'mandouch', 'mandhach', 'machi', 'mahich', 'mahouch', 'marahch', 'bla', 'bela', 'blach', 'ma andhach', 'ma andouch',
  // 'ma 3andi la wja3 la dhi9', 'ما سقطت ولا غاب عليا الوعي': neither this nor that.
  'ma 3andi la', 'ma andi la', 'ma 3andou la', 'ma andou la', 'ma 3andha la', 'ma andha la', 'ma kan la', 'makan la',
  'ما عندي لا', 'ما عندو لا', 'ما عندها لا', 'ما سقطت ولا', 'ما طحت ولا', 'ما طحتش ولا', 'ولا غاب عليا', 'ولا غاب عليه', 'ولا غابت عليا', 'ما غاب عليا', 'ما غابش عليا', 'ما غاب عليه',
  'ma ghab 3liya', 'ma ghabch 3liya', 'wla ghab 3liya', 'ma ti7tch w', 'ma tihtch w',
  // 'ma 3andi la wja3 f sadri la dhi9': the second 'la' goes on denying.
  'f sadri la', 'f sdri la', 'f sedri la', 'fi sadri la', 'f rasi la', 'f kerchi la',
];

/** Words that say the thing before them is fine: 'mouth fine', 'peeing normally', 'fommi mli7'. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const SAID_FINE: string[] = [
  'fine', 'normal', 'normally', 'ok', 'okay',
  'normale', 'normalement', 'normaux',
  'طبيعي', 'طبيعيه', 'سليم', 'سليمه', 'عادي',
  'مليح', 'مليحه', 'نورمال',
  'mli7', 'mlih', 'mli7a', 'mliha', '3adi', 'adi',
];

/**
 * A problem or a trouble: denied with an ability ('no trouble speaking', 'pas de probleme pour
 * voir', 'ما عنديش مشكل في الكلام'), the ability is intact, not lost.
 */
// prettier-ignore
export const PROBLEM_WORDS: string[] = [
  'problem', 'problems', 'trouble', 'troubles', 'issue', 'issues', 'difficulty', 'difficulties',
  'probleme', 'problemes', 'souci', 'soucis', 'difficulte', 'difficultes', 'gene',
  'مشكل', 'مشكله', 'مشاكل', 'مشكلة', 'صعوبه', 'صعوبة',
  'mochkil', 'lmochkil', 'mouchkil', 'lmouchkil', 'mochkel', 'mochkla', 'machakil', 'moshkil',
];

/** The verb inside a 'never had' cue ('jamais eu de', 'never had', 'عمري ما جاني'). */
// prettier-ignore
export const EVER_WORDS: string[] = ['eu', 'fait', 'ressenti', 'senti', 'had', 'felt', 'باي', 'يحدث', 'جاني', 'صرالي', 'jani', 'srali'];

/**
 * A comparison after 'never had' ('jamais eu de douleur pareille', 'never had a headache like
 * this', 'عمري ما جاني وجع كيما هكا'): the worst ever, not a denial.
 */
// prettier-ignore
export const EVER_COMPARED: string[] = [
  'like', 'such', 'so', 'worse',
  'pareil', 'pareille', 'pareils', 'pareilles', 'aussi', 'autant', 'tellement', 'comme', 'pire',
  'مثل', 'كهذا', 'كهذه', 'هكذا', 'بهذا', 'بهذه', 'بهاد', 'كيما', 'هكا', 'هكدا', 'هاكا',
  'kima', 'haka', 'hakda', 'hakka', 'hka', 'kifou', 'kifha',
];

/** 'and' starts a new item: 'no rash and weight loss' denies only the rash. */
export const AND_WORDS: string[] = ['and', 'et', 'w', 'و', 'also', 'aussi', 'ايضا', 'زاده', 'ta', 'tani'];
/**
 * English words after which a lone 'n' is the texted 'and' ('fell n hit his head', 'cough n fever'),
 * never the French 'ne', which comes before a verb or a pronoun of French.
 */
export const ENGLISH_AFTER_N: string[] = [
  'hit',
  'he',
  'she',
  'i',
  'my',
  'his',
  'her',
  'now',
  'then',
  'got',
  'fell',
  'the',
  'it',
  'its',
  'was',
  'is',
  'cant',
  'can',
  'has',
  'had',
  'im',
  'we',
  'they',
  'after',
  'feels',
  'still',
  'hes',
  'shes',
  'cough',
  'fever',
  'pain',
  'vomiting',
  'very',
  'keeps',
  'started',
  'cried',
  'missed',
  'took',
  'ate',
  'went',
  'says',
  'said',
  'didnt',
  'doesnt',
  'couldnt',
  'threw',
];
/** Words that carry a denial on to the next item of a list: 'no fever or cough', 'pas de fièvre ou de toux'. */
export const OR_WORDS: string[] = [
  'or',
  'ou',
  'او',
  'wla',
  'wela',
  'walla',
  'wala',
  'wella',
  'ولا',
  'nor',
  'ni',
];

/** Words that say where a complaint is: in 'no pain in the chest' the chest is where the pain is not. */
// prettier-ignore
export const PLACE_WORDS: string[] = ['in', 'on', 'at', 'dans', 'au', 'aux', 'sur', 'في', 'ف', 'على', 'f', 'fi', 'fel', 'fl'];

/** Words that close a negation's reach: 'no fever but a cough'. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const SCOPE_BREAKERS: string[] = [
  'with', 'avec', 'مع', 'm3a', 'mea', 'maa',
  'but', 'however', 'although', 'though', 'except', 'yet', 'only',
  'mais', 'cependant', 'pourtant', 'sauf', 'par contre', 'seulement',
  'لكن', 'ولكن', 'لكني', 'بل', 'غير ان', 'بينما',
  'بصح', 'بالصح', 'ولاكن', 'لاكن', 'برك', 'غير',
  'bessah', 'besah', 'bsah', 'bsseh', 'walakin', 'lakin', 'lakine', 'ghir', 'berk', 'brk',
];

/**
 * Algerian towns a patient names to say where they are ('in biskra', 'a adrar', 'فبسكرة', 'نحن في
 * تيزي وزو'): known words of no language, never corrected into a complaint ('بسكرة' is not 'سكر',
 * sugar; 'باتنة' is not 'بطن', belly).
 */
// Not formatted: one line per way of writing keeps the list readable at a glance.
// prettier-ignore
export const PLACE_NAMES: string[] = [
  'adrar', 'chlef', 'laghouat', 'oum el bouaghi', 'batna', 'bejaia', 'biskra', 'bechar', 'blida', 'bouira', 'tamanrasset', 'tamanghasset', 'tebessa', 'tlemcen', 'tiaret', 'tizi ouzou', 'tizi', 'ouzou', 'alger', 'algiers', 'djelfa', 'jijel', 'setif', 'saida', 'skikda', 'sidi bel abbes', 'annaba', 'guelma', 'constantine', 'medea', 'mostaganem', 'msila', 'mascara', 'ouargla', 'oran', 'wahran', 'el bayadh', 'illizi', 'bordj bou arreridj', 'boumerdes', 'el tarf', 'tindouf', 'tissemsilt', 'el oued', 'khenchela', 'souk ahras', 'tipaza', 'mila', 'ain defla', 'naama', 'ain temouchent', 'ghardaia', 'relizane', 'timimoun', 'touggourt', 'djanet', 'bir el djir', 'bab ezzouar', 'bab el oued', 'hydra', 'kouba', 'dzair', 'dzayer',
  'ادرار', 'أدرار', 'الشلف', 'الاغواط', 'الأغواط', 'ام البواقي', 'باتنه', 'باتنة', 'بجايه', 'بجاية', 'بسكره', 'بسكرة', 'بشار', 'البليده', 'البليدة', 'البويره', 'البويرة', 'تمنراست', 'تبسه', 'تبسة', 'تلمسان', 'تيارت', 'تيزي وزو', 'تيزي', 'وزو', 'الجزائر العاصمه', 'العاصمه', 'العاصمة', 'دزاير', 'الجلفه', 'الجلفة', 'جيجل', 'سطيف', 'سعيده', 'سعيدة', 'سكيكده', 'سكيكدة', 'سيدي بلعباس', 'عنابه', 'عنابة', 'قالمه', 'قالمة', 'قسنطينه', 'قسنطينة', 'المديه', 'المدية', 'مستغانم', 'المسيله', 'المسيلة', 'معسكر', 'ورقله', 'ورقلة', 'وهران', 'البيض', 'اليزي', 'إليزي', 'برج بوعريريج', 'بومرداس', 'الطارف', 'تندوف', 'تيسمسيلت', 'الوادي', 'خنشله', 'خنشلة', 'سوق اهراس', 'تيبازه', 'تيبازة', 'ميله', 'ميلة', 'عين الدفلى', 'النعامه', 'النعامة', 'عين تموشنت', 'غردايه', 'غرداية', 'غليزان', 'تيميمون', 'تقرت', 'جانت', 'بئر الجير', 'باب الزوار', 'باب الواد',
];
