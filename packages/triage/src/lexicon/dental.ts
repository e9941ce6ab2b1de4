import type { Concept } from './types.ts';

// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const DENTAL: Concept[] = [
  {
    id: 'tooth',
    w: { DEN: 4 },
    en: ['tooth', 'teeth', 'toothache', 'tooth ache', 'molar', 'molars', 'wisdom tooth', 'wisdom teeth', 'cavity', 'cavities', 'dentist', 'filling', 'crown', 'root canal', 'braces', 'denture', 'dentures'],
    fr: ['dent', 'dents', 'mal aux dents', 'mal de dent', 'molaire', 'molaires', 'dent de sagesse', 'dents de sagesse', 'carie', 'caries', 'dentiste', 'plombage', 'couronne', 'devitalisation', 'appareil dentaire', 'dentier', 'rage de dent', 'dentaire'],
    ar: ['سن', 'سني', 'اسنان', 'الاسنان', 'اسناني', 'ضرس', 'ضرسي', 'الضرس', 'اضراس', 'ضرس العقل', 'تسوس', 'تسوس الاسنان', 'طبيب اسنان', 'حشوه', 'تقويم الاسنان', 'طقم اسنان'],
    dz: ['سناني', 'السنان', 'سنان', 'ضرسه', 'ضرستي', 'الضرسه', 'ضراسي', 'ضرسه العقل', 'مسوسه', 'مسوس', 'السوسه', 'دونتيست', 'طبيب السنان', 'سنيني'],
    dl: ['sni', 'sinni', 'snan', 'snani', 'ssnan', 'dersa', 'darsa', 'dersti', 'darsti', 'drassi', 'dras', 'drasi', 'dersat', 'darsat', 'darsat aql', 'dersat laqel', 'dersa taa laaql', 'msawsa', 'msaws', 'msousa', 'sousa', 'dentiste', 'dontist', 'dent', 'dents', 'carie'],
  },
  {
    id: 'gums_mouth',
    w: { DEN: 3.4, ENT: 0.3 },
    en: ['gums', 'gum', 'bleeding gums', 'gum disease', 'jaw', 'bad breath', 'mouth ulcer', 'mouth ulcers', 'abscess', 'tooth abscess', 'swollen gum'],
    fr: ['gencive', 'gencives', 'gingivite', 'machoire', 'mauvaise haleine', 'aphte', 'aphtes', 'abces dentaire', 'abces'],
    ar: ['لثه', 'اللثه', 'نزيف اللثه', 'التهاب اللثه', 'الفك', 'فك', 'رائحه الفم', 'قرحه الفم', 'خراج'],
    dz: ['اللثه', 'لحم السنان', 'الحنك', 'حنكي', 'ريحه فمي', 'الريحه نتاع الفم', 'خراج', 'تنفخلي حنكي', 'لافت'],
    dl: ['latha', 'lham snan', 'hnek', 'hanak', 'hnki', 'riha f fommi', 'riha fomi', 'khraj', 'gencive', 'gencives', 'aphte', 'abces'],
  },
  {
    id: 'mouth',
    w: { DEN: 1.6, ENT: 0.6 },
    en: ['mouth', 'tongue', 'palate'],
    fr: ['bouche', 'langue', 'palais'],
    ar: ['فم', 'الفم', 'فمي', 'لسان', 'لساني'],
    dz: ['فمي', 'فمو', 'لساني', 'الفم'],
    dl: ['fommi', 'foumi', 'fomi', 'fom', 'lsani'],
  },
  {
    id: 'teething',
    w: { PED: 2.5, DEN: 1.5 },
    en: ['teething', 'baby teeth', 'milk teeth'],
    fr: ['poussee dentaire', 'dents de lait', 'fait ses dents'],
    ar: ['التسنين', 'تسنين', 'اسنان اللبن'],
    dz: ['راهو يسنن', 'يسنن', 'التسنين', 'سنان الحليب'],
    dl: ['ysannen', 'ysenen', 'tasnin', 'snan lhlib'],
  },
];
