import { STATS } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { FileTextIcon, FolderIcon, StethoscopeIcon, UsersIcon } from '#web/components/ui/page-icons.tsx';

export function Stats() {
  const { t } = useTranslation('home');
  const cards = [
    { value: STATS.doctors, label: t('stats.doctors'), Icon: StethoscopeIcon, more: true },
    { value: STATS.topics, label: t('stats.topics'), Icon: FileTextIcon, more: true },
    { value: STATS.patients, label: t('stats.patients'), Icon: UsersIcon, more: false },
    { value: STATS.files, label: t('stats.files'), Icon: FolderIcon, more: false },
  ];
  return (
    <section className="bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 className="sr-only">{t('stats.title')}</h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {cards.map(({ value, label, Icon, more }) => (
            <li key={label} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
              <Icon className="size-6 text-brand-300" />
              <p className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl" dir="ltr">
                {value}
                {more ? <span className="text-brand-300">{t('stats.more')}</span> : null}
              </p>
              <p className="mt-1 text-sm text-brand-100/80">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
