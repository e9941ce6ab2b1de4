import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n } from './instance.ts';
import { useTranslation } from './use-translation.ts';

function Greeting() {
  const { t } = useTranslation('home');
  return <h1>{t('hero.title')}</h1>;
}

describe('useTranslation', () => {
  afterEach(() => applyDocumentLanguage('en'));

  it('renders the catalog string and re-renders when a bundle is added', () => {
    render(<Greeting />);
    const before = screen.getByRole('heading').textContent;
    expect(before).not.toBe('hero.title');
    act(() => i18n.addResourceBundle('en', 'home', { hero: { title: 'Changed title' } }));
    expect(screen.getByRole('heading').textContent).toBe('Changed title');
    act(() => i18n.addResourceBundle('en', 'home', { hero: { title: before } }));
  });

  it('sets lang and a right-to-left direction for Arabic', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
