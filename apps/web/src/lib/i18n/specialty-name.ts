import { isLanguage, SPECIALTIES } from '@reayah/contracts';
import { i18n } from './instance.ts';

const byEnglishName = new Map(SPECIALTIES.map((s) => [s.en.toLowerCase(), s]));

/**
 * A specialty's name in the page's language. The API names specialties as its reference table
 * does, in English; the French and Arabic names come from the shared list of the 20 specialties.
 * A name the list does not know is shown as it came.
 */
export function specialtyName(english: string | null | undefined, language: string = i18n.language): string {
  const name = english?.trim() ?? '';
  const specialty = byEnglishName.get(name.toLowerCase());
  return specialty && isLanguage(language) ? specialty[language] : name;
}
