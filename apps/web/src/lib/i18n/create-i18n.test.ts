import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

const common = {
  greeting: 'Hello {{name}}',
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  nested: { title: 'Title', list: ['a', 'b'] },
};
const page = { heading: 'Page heading' };

interface Resources {
  common: typeof common;
  page: typeof page;
}

function setup(onLanguageChange?: (lng: string) => void) {
  const pageLoader = vi.fn(() => Promise.resolve({ default: page }));
  const frPage = vi.fn(() => Promise.resolve({ default: { heading: 'Titre de page' } }));
  const i18n = createI18n<Resources, 'common'>({
    language: 'en',
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    resources: { en: { common } },
    loaders: { en: { page: pageLoader }, fr: { page: frPage } },
    onLanguageChange,
  });
  return { i18n, pageLoader, frPage };
}

describe('createI18n', () => {
  it('fills {{var}} placeholders and leaves unknown ones as written', () => {
    const { i18n } = setup();
    expect(i18n.t('greeting', { name: 'Amina' })).toBe('Hello Amina');
    expect(i18n.t('greeting')).toBe('Hello {{name}}');
  });

  it('picks the plural form from count', () => {
    const { i18n } = setup();
    expect(i18n.t('files', { count: 1 })).toBe('1 file');
    expect(i18n.t('files', { count: 0 })).toBe('0 files');
    expect(i18n.t('files', { count: 7 })).toBe('7 files');
  });

  it('returns objects and arrays with returnObjects', () => {
    const { i18n } = setup();
    expect(i18n.t('nested.list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(i18n.t('nested', { returnObjects: true }).title).toBe('Title');
    expect(i18n.t('nested.title')).toBe('Title');
  });

  it('falls back to defaultValue, then to the key itself', () => {
    const { i18n } = setup();
    const t = i18n.t as (key: string, options?: object) => string;
    expect(t('missing.key')).toBe('missing.key');
    expect(t('missing.key', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
  });

  it('loads a namespace once and tells listeners', async () => {
    const { i18n, pageLoader } = setup();
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.hasResourceBundle('en', 'page')).toBe(false);
    expect(i18n.getFixedT('page')('heading')).toBe('heading');
    await Promise.all([i18n.loadNamespaces(['page']), i18n.loadNamespaces(['page'])]);
    expect(pageLoader).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT('page')('heading')).toBe('Page heading');
    expect(listener).toHaveBeenCalled();
  });

  it('merges bundles added at run time', () => {
    const { i18n } = setup();
    const version = i18n.version;
    i18n.addResourceBundle('en', 'page', { heading: 'Added' });
    expect(i18n.hasResourceBundle('en', 'page')).toBe(true);
    expect(i18n.getFixedT('page')('heading')).toBe('Added');
    expect(i18n.version).toBeGreaterThan(version);
  });

  it('changes language, loads its catalogs and falls back to English for missing ones', async () => {
    const changed = vi.fn();
    const { i18n, frPage } = setup(changed);
    await i18n.loadNamespaces(['page']);
    await i18n.changeLanguage('fr');
    expect(frPage).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('fr');
    expect(i18n.getFixedT('page')('heading')).toBe('Titre de page');
    expect(i18n.t('files', { count: 1 })).toBe('1 file');
    expect(changed).toHaveBeenCalledWith('fr');
  });

  it('downloads the table of more loaders once, when another language first needs a catalog', async () => {
    const arPage = vi.fn(() => Promise.resolve({ default: { heading: 'عنوان الصفحة' } }));
    let fails = true;
    const moreLoaders = vi.fn(async () => {
      if (fails) throw new TypeError('offline');
      return { ar: { page: arPage } };
    });
    const pageLoader = vi.fn(() => Promise.resolve({ default: page }));
    const i18n = createI18n<Resources, 'common'>({
      language: 'en',
      fallbackLanguage: 'en',
      defaultNamespace: 'common',
      resources: { en: { common } },
      loaders: { en: { page: pageLoader } },
      moreLoaders,
    });
    await i18n.loadNamespaces(['page']);
    expect(moreLoaders).not.toHaveBeenCalled();

    await expect(i18n.changeLanguage('ar')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    fails = false;
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['page']);
    expect(moreLoaders).toHaveBeenCalledTimes(2);
    expect(arPage).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT('page')('heading')).toBe('عنوان الصفحة');
  });

  it('uses the six Arabic plural forms of Intl.PluralRules, and French many', async () => {
    const { i18n } = setup();
    i18n.addResourceBundle('ar', 'common', {
      files_zero: 'لا ملفات',
      files_one: 'ملف واحد',
      files_two: 'ملفان',
      files_few: '{{count}} ملفات',
      files_many: '{{count}} ملفًا',
      files_other: '{{count}} ملف',
    });
    i18n.addResourceBundle('fr', 'common', {
      files_one: '{{count}} fichier',
      files_many: '{{count}} de fichiers',
      files_other: '{{count}} fichiers',
    });
    await i18n.changeLanguage('ar');
    const ar = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => i18n.t('files', { count }));
    expect(ar).toEqual([
      'لا ملفات',
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '10 ملفات',
      '11 ملفًا',
      '99 ملفًا',
      '100 ملف',
      '102 ملف',
    ]);
    await i18n.changeLanguage('fr');
    expect([0, 1, 2, 1_000_000].map((count) => i18n.t('files', { count }))).toEqual([
      '0 fichier',
      '1 fichier',
      '2 fichiers',
      '1000000 de fichiers',
    ]);
  });
});
