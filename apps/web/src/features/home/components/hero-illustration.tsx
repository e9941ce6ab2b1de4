import { useTranslation } from '#web/lib/i18n/index.ts';
import heroUrl from '../assets/hero.svg';

/** Hero artwork (a video consultation with floating health cards), served as a static image. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <img
      src={heroUrl}
      alt={t('hero.imageAlt')}
      width={520}
      height={440}
      fetchPriority="high"
      decoding="async"
      className={className}
    />
  );
}
