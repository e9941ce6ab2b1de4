import { isLanguage, type PrescriptionVerification } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { verifyQuery } from '#web/components/prescriptions/api.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';

const TONES = {
  genuine: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  revoked: 'border-red-200 bg-red-50 text-red-900',
  unknown: 'border-line bg-surface text-ink',
};

function Banner({ tone, title, text }: { tone: keyof typeof TONES; title: string; text?: string }) {
  return (
    <div role="status" className={`rounded-2xl border p-5 ${TONES[tone]}`}>
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="mt-1 text-sm">{text}</p> : null}
    </div>
  );
}

function Details({ found }: { found: PrescriptionVerification }) {
  const { t, i18n } = useTranslation('prescriptions');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const facts = [
    { label: t('verify.code'), value: found.code },
    { label: t('verify.doctor'), value: t('doctorName', { name: found.doctor_name }) },
    { label: t('verify.standing'), value: t(`verify.standings.${found.doctor_standing}`) },
    { label: t('verify.orderNumber'), value: found.order_number || t('verify.noOrderNumber') },
    ...(found.specialty ? [{ label: t('verify.specialty'), value: found.specialty[language] }] : []),
    { label: t('verify.issuedOn'), value: formatDate(found.issued_at) },
    { label: t('verify.patient'), value: found.patient_initials },
  ];
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{f.label}</dt>
            <dd className="mt-0.5 text-sm text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="text-sm font-semibold text-ink">{t('verify.medicines')}</h2>
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {found.medicines.map((m, i) => (
            <li key={`${i}:${m.name}`} className="flex flex-wrap justify-between gap-x-4 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{m.name}</span>
              <span className="text-muted">{m.dosage}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Result({ code }: { code: string }) {
  const { t } = useTranslation('prescriptions');
  const check = useQuery(verifyQuery(code));
  if (check.isPending) return <p role="status">{t('verify.checking')}</p>;
  if (check.isError) return <Banner tone="unknown" title={t('verify.failed')} />;
  const found = check.data;
  if (!found) return <Banner tone="unknown" title={t('verify.unknown')} text={t('verify.unknownText')} />;
  return (
    <div className="space-y-4">
      {found.revoked_at ? (
        <Banner
          tone="revoked"
          title={t('verify.revokedOn', { date: formatDate(found.revoked_at) })}
          text={t('verify.revokedText')}
        />
      ) : found.valid ? (
        <Banner tone="genuine" title={t('verify.genuine')} text={t('verify.genuineText')} />
      ) : (
        <Banner
          tone="revoked"
          title={t('verify.invalid')}
          text={t(found.doctor_standing === 'suspended' ? 'verify.suspendedText' : 'verify.unverifiedText')}
        />
      )}
      <Details found={found} />
      <p className="text-sm text-muted">{t('verify.rule')}</p>
    </div>
  );
}

/** Public: anyone holding a prescription (a pharmacist) checks it by its code, without signing in. */
export function VerifyPage() {
  const { t } = useTranslation('prescriptions');
  const code = (useParams().code ?? '').trim().toUpperCase();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim().toUpperCase();
    if (next) void navigate(paths.verify(next));
  };
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-6 py-12">
      <header>
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('verify.title')}</h1>
        <p className="mt-2 text-muted">{t('verify.intro')}</p>
      </header>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label={t('verify.codeLabel')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            maxLength={64}
          />
        </div>
        <Button type="submit">{t('verify.check')}</Button>
      </form>
      {code ? <Result key={code} code={code} /> : null}
    </section>
  );
}
