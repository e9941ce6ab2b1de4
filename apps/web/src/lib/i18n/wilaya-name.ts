import { findWilaya, type Wilaya } from '@reayah/contracts';
import { i18n } from './instance.ts';

/**
 * A wilaya's name in the page's language: its Arabic name on Arabic pages, its official Latin
 * name otherwise. A doctor's wilaya is stored under its French name; a name the list does not know
 * is shown as it came.
 */
export function wilayaName(wilaya: Wilaya | string, language: string = i18n.language): string {
  const known = typeof wilaya === 'string' ? findWilaya(wilaya) : wilaya;
  if (!known) return typeof wilaya === 'string' ? wilaya : '';
  return language === 'ar' ? known.ar : known.name;
}
