import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '../ui/button.tsx';

interface Props {
  code?: ReactNode;
  title: string;
  text: string;
  withHomeLink?: boolean;
  /** The way back, in place of the home link. */
  action?: ReactNode;
}

function Illustration({ code }: { code?: ReactNode }) {
  return (
    <div className="relative mx-auto mb-8 grid size-40 place-items-center">
      <div className="absolute inset-0 rounded-full bg-brand-50" />
      <div className="absolute inset-5 rounded-full bg-brand-100/70" />
      <span className="relative text-4xl font-bold tracking-tight text-brand-700">{code ?? '…'}</span>
    </div>
  );
}

/** A centered status message (not found, not finished) shared by every area. */
export function StatusView({ code, title, text, withHomeLink = true, action }: Props) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Illustration code={code} />
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      {action ??
        (withHomeLink ? (
          <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-8')}>
            {t('errors.backHome')}
          </Link>
        ) : null)}
    </section>
  );
}

export function NotFoundView() {
  const { t } = useTranslation();
  return <StatusView code="404" title={t('errors.notFound')} text={t('errors.notFoundText')} />;
}
