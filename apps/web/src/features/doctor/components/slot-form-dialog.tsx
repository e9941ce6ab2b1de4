import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateBookingForm, updateBookingSchema, type VisitKind } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { applyServerErrors } from '../hooks/server-errors.ts';
import { FormFooter } from './form-footer.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { SelectField } from './select-field.tsx';

export interface SlotValues {
  day: string;
  start_time: string;
  end_time: string;
  existing: boolean;
  visit_kind: VisitKind;
}

interface Props {
  /** Creating shows Day, Start and End; editing also shows the Status select. */
  mode: 'create' | 'update';
  initial: SlotValues | null;
  onSubmit(values: SlotValues): Promise<unknown>;
  onClose(): void;
}

const FIELDS = ['day', 'start_time', 'end_time', 'existing', 'visit_kind'] as const;

/** 'Create New Booking' and 'Update Booking': the dialog that opens or edits a slot. */
export function SlotFormDialog(props: Props) {
  const { t } = useTranslation('doctor');
  return (
    <Dialog
      open={props.initial !== null}
      onClose={props.onClose}
      title={props.mode === 'create' ? t('bookings.createTitle') : t('bookings.updateTitle')}
    >
      {props.initial ? <SlotForm {...props} initial={props.initial} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the slot's values. */
function SlotForm({ mode, initial, onSubmit, onClose }: Props & { initial: SlotValues }) {
  const { t } = useTranslation('doctor');
  const { t: tv } = useTranslation('visits');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateBookingForm, unknown, SlotValues>({
    resolver: zodResolver(updateBookingSchema),
    mode: 'onTouched',
    defaultValues: {
      day: initial.day,
      start_time: initial.start_time.slice(0, 5),
      end_time: initial.end_time.slice(0, 5),
      existing: String(initial.existing) as 'true' | 'false',
      visit_kind: initial.visit_kind,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: SlotValues) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS, t('form.failed')));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <ScheduleFields
        day={form.register('day')}
        start={form.register('start_time')}
        end={form.register('end_time')}
        errors={{
          day: errors.day?.message,
          start: errors.start_time?.message,
          end: errors.end_time?.message,
        }}
      />
      <SelectField
        label={tv('kind.label')}
        error={errors.visit_kind?.message}
        options={[
          { value: 'in_person', label: tv('kind.in_person') },
          { value: 'video', label: tv('kind.video') },
        ]}
        {...form.register('visit_kind')}
      />
      {mode === 'update' ? (
        <SelectField
          label={t('bookings.status')}
          error={errors.existing?.message}
          options={[
            { value: 'false', label: t('bookings.booked') },
            { value: 'true', label: t('bookings.available') },
          ]}
          {...form.register('existing')}
        />
      ) : null}
      <FormFooter
        failure={failure}
        submitting={isSubmitting}
        submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
        onCancel={onClose}
      />
    </form>
  );
}
