import { LANGUAGE_NAMES, LANGUAGES } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FailureNote, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClockRange, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { usePhoneBooking, type PhoneBooking } from '../api/assistants.ts';
import { useSlots } from '../api/slots.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

const selectClass =
  'block min-h-11 w-full rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100';

/** Booking a patient who telephoned: a free slot, their name, mobile number and language. */
export function PhoneBookingPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const slots = useSlots(doctorId);
  const book = usePhoneBooking(doctorId);
  const [form, setForm] = useState<PhoneBooking>({ slot: 0, full_name: '', phone: '', language: 'fr' });
  const [done, setDone] = useState<string | null>(null);
  const free = (slots.data ?? []).filter((s) => s.existing).slice(0, 200);
  const errorOf = (field: string) => {
    if (!(book.error instanceof ApiError)) return undefined;
    const value = book.error.body[field];
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  };
  const detail =
    book.error instanceof ApiError && typeof book.error.body.detail === 'string'
      ? book.error.body.detail
      : null;

  const slotError = errorOf('slot');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    try {
      await book.mutateAsync(form);
      setDone(form.full_name);
      setForm((f) => ({ ...f, slot: 0, full_name: '', phone: '' }));
    } catch {
      // Shown on the fields.
    }
  };

  return (
    <section>
      <PageHeader title={t('phoneBooking.title')} />
      <p className="mb-4 text-sm text-muted">{t('phoneBooking.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-md space-y-4">
        <div className="space-y-1.5">
          <label htmlFor="phone-slot" className="block text-sm font-medium text-ink">
            {t('phoneBooking.slot')}
          </label>
          <select
            id="phone-slot"
            className={selectClass}
            value={form.slot}
            onChange={(e) => setForm({ ...form, slot: Number(e.target.value) })}
            aria-invalid={slotError ? true : undefined}
          >
            <option value={0}>
              {free.length ? t('phoneBooking.chooseSlot') : t('phoneBooking.noSlots')}
            </option>
            {free.map((s) => (
              <option key={s.id} value={s.id}>
                {`${formatDate(s.day, { weekday: 'short', day: 'numeric', month: 'short' })}, ${formatClockRange(s.start_time, s.end_time)}`}
              </option>
            ))}
          </select>
          {slotError ? <p className="text-sm text-red-600">{t('phoneBooking.slotRequired')}</p> : null}
        </div>
        <TextField
          label={t('phoneBooking.name')}
          autoComplete="off"
          value={form.full_name}
          onChange={(e) => setForm({ ...form, full_name: e.target.value })}
          error={errorOf('full_name')}
        />
        <TextField
          label={t('phoneBooking.phone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          placeholder="0661 23 45 67"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
          error={errorOf('phone')}
        />
        <div className="space-y-1.5">
          <label htmlFor="phone-language" className="block text-sm font-medium text-ink">
            {t('phoneBooking.language')}
          </label>
          <select
            id="phone-language"
            className={selectClass}
            value={form.language}
            onChange={(e) => setForm({ ...form, language: e.target.value as PhoneBooking['language'] })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <FailureNote>{detail}</FailureNote>
        {done ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t('phoneBooking.done', { name: done })}
          </p>
        ) : null}
        <Button type="submit" disabled={book.isPending}>
          {t('phoneBooking.submit')}
        </Button>
      </form>
    </section>
  );
}
