import type { AdminUser } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { adminCalls, useAdminAction, useUsers } from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** Every account, searchable; suspend with a reason, or restore. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers(search, page);
  const suspend = useAdminAction(adminCalls.suspend);
  const restore = useAdminAction(adminCalls.restore);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);

  const columns: Column<AdminUser>[] = [
    { key: 'name', header: t('verification.doctor'), cell: (u) => `${u.full_name} · ${u.email}` },
    { key: 'role', header: t('users.role'), cell: (u) => t(`users.roles.${u.role}`) },
    {
      key: 'status',
      header: t('users.status'),
      cell: (u) =>
        u.suspended_at ? t('users.suspended', { reason: u.suspension_reason ?? '' }) : t('users.active'),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('actions')}</span>,
      cell: (u) =>
        u.suspended_at ? (
          <Button size="sm" variant="outline" onClick={() => restore.mutate(u.id)}>
            {t('users.restore')}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setSuspending(u)}>
            {t('users.suspend')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <div className="mb-4 max-w-sm">
        <TextField
          label={t('users.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <Table
        columns={columns}
        rows={users.data?.results ?? []}
        rowKey={(u) => u.id}
        empty={t('users.empty')}
      />
      <div className="mt-4 flex justify-between">
        <Button
          variant="outline"
          size="sm"
          disabled={!users.data?.previous}
          onClick={() => setPage((p) => p - 1)}
        >
          {t('previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!users.data?.next}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('next')}
        </Button>
      </div>
      <ReasonDialog
        open={suspending !== null}
        title={t('users.suspendTitle', { name: suspending?.full_name ?? '' })}
        text={t('users.suspendText')}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => suspend.mutateAsync({ userId: suspending?.id ?? 0, reason })}
      />
    </>
  );
}
