import { formatDate } from '#web/lib/i18n/format.ts';
import type { FolderGrant } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useGrants, useRevokeGrant } from '../api/privacy.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

/** The doctors who can read the folder now, each with a Revoke button. */
export function FolderGrants({ folderId }: { folderId: string }) {
  const { t, i18n } = useTranslation('trust');
  const grants = useGrants(folderId);
  const revoke = useRevokeGrant(folderId);
  const [confirming, setConfirming] = useState<FolderGrant | null>(null);
  const list = grants.data ?? [];

  return (
    <section aria-labelledby="folder-grants" className="mt-8 rounded-2xl border border-line bg-white p-4">
      <h2 id="folder-grants" className="mb-3 text-base font-semibold">
        {t('grants.title')}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{grants.isPending ? '…' : t('grants.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{t('grants.doctor', { name: g.doctor_name })}</span>
                {g.specialization_name ? (
                  <span className="text-muted"> · {specialtyName(g.specialization_name)}</span>
                ) : null}
                <span className="block text-xs text-muted">
                  {g.expires_at
                    ? t('grants.until', {
                        date: formatDate(g.expires_at, { dateStyle: 'long' }, i18n.language),
                      })
                    : t('grants.untilRevoked')}
                </span>
              </span>
              <Button variant="outline" size="sm" onClick={() => setConfirming(g)}>
                {t('grants.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('grants.confirmTitle')}
        description={confirming ? t('grants.confirmText', { name: confirming.doctor_name }) : undefined}
        confirmLabel={t('grants.revoke')}
        cancelLabel={t('grants.cancel')}
        onConfirm={async () => {
          if (confirming) await revoke.mutateAsync(confirming.id);
        }}
        onClose={() => setConfirming(null)}
        tone="primary"
        spinner={false}
      />
    </section>
  );
}
