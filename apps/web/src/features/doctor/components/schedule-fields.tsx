import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  day: UseFormRegisterReturn;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { day?: string; start?: string; end?: string };
}

/** Day, Start Time and End Time: the shared part of the booking and appointment forms. */
export function ScheduleFields({ day, start, end, errors }: Props) {
  const { t } = useTranslation('doctor');
  return (
    <>
      <TextField type="date" label={t('bookings.day')} error={errors.day} {...day} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="time" label={t('bookings.startTime')} error={errors.start} {...start} />
        <TextField type="time" label={t('bookings.endTime')} error={errors.end} {...end} />
      </div>
    </>
  );
}
