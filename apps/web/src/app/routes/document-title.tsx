import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#web/lib/i18n/index.ts';

/**
 * The tab's title: the page's main heading then the site's name ("Trouver un médecin | Reayah"),
 * the site's own title on the home page or while a page has no heading yet. The prerendered pages
 * are titled by the same rule.
 */
export function pageTitle({
  heading,
  home,
  siteTitle,
  appName,
}: {
  heading: string | undefined;
  home: boolean;
  siteTitle: string;
  appName: string;
}): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return home || !text ? siteTitle : `${text} | ${appName}`;
}

/** The main heading's text (a page's data can change it: a doctor's name, a search's words). */
function mainHeading(): string | undefined {
  return (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent ?? undefined;
}

/**
 * Keeps document.title to the page on screen, in the page's language: after each navigation, a
 * change of language, and whenever the page's heading appears or changes (pages load their data).
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const title = pageTitle({
        heading: mainHeading(),
        home: pathname === '/',
        siteTitle: t('meta.title'),
        appName: t('appName'),
      });
      if (document.title !== title) document.title = title;
    };
    update();
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [pathname, t]);
  return null;
}
