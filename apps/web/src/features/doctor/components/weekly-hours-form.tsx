import { type OpeningHours, type OpeningRange, openingHoursBody } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import type { SavedHours } from '../api/opening-hours.ts';
import { SelectField } from './select-field.tsx';

type Errors = Record<string, string>;
// A week from a Sunday (2026-11-29): the weekday names come from the language's calendar.
const WEEKDAY_DATES = [
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
];
const LENGTHS = [10, 15, 20, 25, 30, 40, 45, 60];

/** Zod's or the server's field messages, keyed `hours.2.end`, `slot_minutes`. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

interface Props {
  initial: OpeningHours;
  onSave(hours: OpeningHours): Promise<SavedHours>;
}

/** The week's opening hours, several ranges a day, and the rules the free slots are made by. */
export function WeeklyHoursForm({ initial, onSave }: Props) {
  const { t } = useTranslation('doctor');
  const [values, setValues] = useState<OpeningHours>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setRanges = (hours: OpeningRange[]) => setValues((v) => ({ ...v, hours }));
  const setRange = (index: number, change: Partial<OpeningRange>) =>
    setRanges(values.hours.map((r, i) => (i === index ? { ...r, ...change } : r)));

  /** Sunday's ranges given to Monday to Thursday as well (the Algerian working week). */
  const copySunday = () => {
    const sunday = values.hours.filter((r) => r.weekday === 0);
    setRanges([
      ...values.hours.filter((r) => r.weekday === 0 || r.weekday > 4),
      ...[1, 2, 3, 4].flatMap((weekday) => sunday.map((r) => ({ ...r, weekday }))),
    ]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = openingHoursBody.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await onSave(parsed.data);
      setNotice(t('hours.saved', { added: saved.slots?.added ?? 0, removed: saved.slots?.removed ?? 0 }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(
          errorsOf(
            Object.entries(error.body).map(([key, list]) => ({
              path: key.split('.'),
              message: Array.isArray(list) ? String(list[0]) : String(list),
            })),
          ),
        );
      } else setNotice(t('form.failed'));
    } finally {
      setSaving(false);
    }
  };

  const numberField = (name: 'horizon_weeks' | 'notice_hours', min: number, max: number) => (
    <TextField
      label={t(`hours.${name}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={String(values[name])}
      error={errors[name]}
      onChange={(e) =>
        setValues((v) => ({ ...v, [name]: e.target.value === '' ? Number.NaN : Number(e.target.value) }))
      }
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={t('hours.weekly')}>
      <div className="space-y-3">
        {WEEKDAY_DATES.map((date, weekday) => {
          const ranges = values.hours
            .map((r, index) => ({ r, index }))
            .filter(({ r }) => r.weekday === weekday);
          return (
            <fieldset key={date} className="rounded-2xl border border-line bg-white p-4">
              <legend className="px-1 font-semibold capitalize text-ink">
                {formatDate(date, { weekday: 'long' })}
              </legend>
              {ranges.length === 0 ? <p className="text-sm text-muted">{t('hours.closed')}</p> : null}
              <ul className="space-y-3">
                {ranges.map(({ r, index }) => (
                  <li key={index} className="flex flex-wrap items-end gap-3">
                    <div className="w-36">
                      <TextField
                        label={t('hours.from')}
                        type="time"
                        value={r.start}
                        error={errors[`hours.${index}.start`]}
                        onChange={(e) => setRange(index, { start: e.target.value })}
                      />
                    </div>
                    <div className="w-36">
                      <TextField
                        label={t('hours.to')}
                        type="time"
                        value={r.end}
                        error={errors[`hours.${index}.end`]}
                        onChange={(e) => setRange(index, { end: e.target.value })}
                      />
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="mb-1 text-red-700"
                      onClick={() => setRanges(values.hours.filter((_, i) => i !== index))}
                    >
                      {t('hours.removeRange')}
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRanges([...values.hours, { weekday, start: '08:30', end: '12:00' }])}
                >
                  {t('hours.addRange')}
                </Button>
                {weekday === 0 && ranges.length > 0 ? (
                  <Button size="sm" variant="secondary" onClick={copySunday}>
                    {t('hours.copySunday')}
                  </Button>
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('hours.slot_minutes')}
          value={String(values.slot_minutes)}
          error={errors.slot_minutes}
          options={LENGTHS.map((n) => ({ value: String(n), label: t('hours.minutes', { count: n }) }))}
          onChange={(e) => setValues((v) => ({ ...v, slot_minutes: Number(e.target.value) }))}
        />
        {numberField('horizon_weeks', 1, 26)}
        {numberField('notice_hours', 0, 168)}
        <SelectField
          label={t('hours.visit_kind')}
          value={values.visit_kind}
          options={[
            { value: 'in_person', label: t('hours.inPerson') },
            { value: 'video', label: t('hours.video') },
          ]}
          onChange={(e) =>
            setValues((v) => ({ ...v, visit_kind: e.target.value as OpeningHours['visit_kind'] }))
          }
        />
      </div>
      {notice ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <Button type="submit" loading={saving}>
        {t('hours.save')}
      </Button>
    </form>
  );
}
