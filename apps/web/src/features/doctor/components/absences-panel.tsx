import { absenceBody, algeriaInstant } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useAbsences, useAddAbsence, useRemoveAbsence } from '../api/opening-hours.ts';

type Field = 'starts_at' | 'ends_at' | 'label';
const WHEN_FIELDS = ['starts_at', 'ends_at'] as const;
const local = (text: string) => formatDateTime(algeriaInstant(text.slice(0, 10), text.slice(11, 16)));

/** Holidays and mornings off: adding one removes its free slots and cancels its appointments. */
export function AbsencesPanel({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('doctor');
  const absences = useAbsences(doctorId);
  const add = useAddAbsence(doctorId);
  const remove = useRemoveAbsence(doctorId);
  const [values, setValues] = useState({ starts_at: '', ends_at: '', label: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = absenceBody.safeParse(values);
    if (!parsed.success) {
      const out: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) out[issue.path[0] as Field] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    try {
      const created = await add.mutateAsync(parsed.data);
      setNotice(t('absences.added', { count: created.cancelled ?? 0 }));
      setValues({ starts_at: '', ends_at: '', label: '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const out: Partial<Record<Field, string>> = {};
        for (const field of ['starts_at', 'ends_at', 'label'] as const) {
          const list = error.body[field];
          if (Array.isArray(list)) out[field] = String(list[0]);
        }
        setErrors(out);
      } else setNotice(t('form.failed'));
    }
  };

  const list = absences.data ?? [];
  return (
    <section aria-labelledby="absences-title" className="space-y-4">
      <h2 id="absences-title" className="text-lg font-semibold text-ink">
        {t('absences.title')}
      </h2>
      <p className="text-sm text-muted">{t('absences.explain')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-3"
      >
        {WHEN_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`absences.${field}`)}
            type="datetime-local"
            value={values[field]}
            error={errors[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
        <TextField
          label={t('absences.label')}
          value={values.label}
          maxLength={100}
          error={errors.label}
          hint={t('absences.labelHint')}
          onChange={(e) => setValues((v) => ({ ...v, label: e.target.value }))}
        />
        <div className="sm:col-span-3">
          <Button type="submit" loading={add.isPending}>
            {t('absences.add')}
          </Button>
        </div>
      </form>
      {notice ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('absences.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {list.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-3"
            >
              <span className="text-sm text-ink">
                {t('absences.range', { from: local(a.starts_at), to: local(a.ends_at) })}
                {a.label ? <span className="ms-2 text-muted">— {a.label}</span> : null}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700"
                onClick={() => void remove.mutateAsync(a.id)}
              >
                {t('absences.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
