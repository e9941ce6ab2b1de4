import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useQueue } from '../api/admin-api.ts';
import { AuditTab } from '../components/audit-tab.tsx';
import { MessagesTab } from '../components/messages-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';
import { VerificationTab } from '../components/verification-tab.tsx';

const TABS = {
  verification: VerificationTab,
  users: UsersTab,
  messages: MessagesTab,
  audit: AuditTab,
} as const;
type Tab = keyof typeof TABS;

/** /admin: where administrators land after signing in. The API refuses everyone else. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('verification');
  const probe = useQueue();
  const refused =
    probe.error instanceof ApiError && (probe.error.status === 401 || probe.error.status === 403);
  const Current = TABS[tab];

  if (refused) {
    return (
      <main className="mx-auto max-w-xl p-8 text-center">
        <p className="mb-4">{t('forbidden')}</p>
        <Link to={paths.login} className={buttonClass()}>
          {t('signIn')}
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-8">
      <h1 className="mb-6 text-2xl font-semibold text-ink">{t('title')}</h1>
      <nav className="mb-6 flex flex-wrap gap-2" aria-label={t('title')}>
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={tab === key ? 'primary' : 'outline'}
            aria-pressed={tab === key}
            onClick={() => setTab(key)}
          >
            {t(`tabs.${key}`)}
          </Button>
        ))}
      </nav>
      <Current />
    </main>
  );
}
