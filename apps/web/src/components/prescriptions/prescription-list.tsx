import type { PrescriptionSummary } from '@reayah/contracts';
import { useState } from 'react';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { prescriptionPdfUrl } from './api.ts';

interface Props {
  prescriptions: readonly PrescriptionSummary[];
  /** Given in the doctor area: each valid prescription gets a Revoke button asking to confirm. */
  onRevoke?: (prescription: PrescriptionSummary) => Promise<void>;
}

function Status({ p }: { p: PrescriptionSummary }) {
  const { t } = useTranslation('prescriptions');
  return p.revoked_at ? (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
      {t('list.revokedOn', { date: formatDate(p.revoked_at) })}
    </span>
  ) : (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
      {t('list.valid')}
    </span>
  );
}

/** A consultation's prescriptions: code, date, status, the PDF, and for its doctor, revoking. */
export function PrescriptionList({ prescriptions, onRevoke }: Props) {
  const { t } = useTranslation('prescriptions');
  const [asking, setAsking] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async (p: PrescriptionSummary) => {
    if (!onRevoke) return;
    setBusy(true);
    setFailed(null);
    try {
      await onRevoke(p);
      setAsking(null);
    } catch {
      setFailed(p.id);
    } finally {
      setBusy(false);
    }
  };

  if (prescriptions.length === 0) return <p className="text-sm text-muted">{t('list.empty')}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {prescriptions.map((p) => (
        <li key={p.id} className="space-y-2 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-muted">{t('list.code')}</span>
            <span className="font-mono font-semibold text-ink" dir="ltr">
              {p.code}
            </span>
            <span className="text-muted">{t('list.issuedOn', { date: formatDate(p.issued_at) })}</span>
            <Status p={p} />
            <span className="ms-auto flex gap-2">
              <a
                href={prescriptionPdfUrl(p.id)}
                download
                aria-label={t('list.downloadLabel', { code: p.code })}
                className={buttonClass('outline', 'sm')}
              >
                {t('list.download')}
              </a>
              {onRevoke && !p.revoked_at && asking !== p.id ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('list.revokeLabel', { code: p.code })}
                  onClick={() => setAsking(p.id)}
                >
                  {t('list.revoke')}
                </Button>
              ) : null}
            </span>
          </div>
          {asking === p.id ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
              <p className="text-red-800">{t('list.confirmRevoke', { code: p.code })}</p>
              <Button variant="danger" size="sm" loading={busy} onClick={() => void revoke(p)}>
                {t('list.confirm')}
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => setAsking(null)}>
                {t('list.cancel')}
              </Button>
            </div>
          ) : null}
          {failed === p.id ? (
            <p role="alert" className="text-red-700">
              {t('list.revokeFailed')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
