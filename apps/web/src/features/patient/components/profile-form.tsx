import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGE_MAX,
  AGE_MIN,
  BLOOD_TYPES,
  type PatientProfile,
  type PatientProfileForm,
  type PatientProfileValues,
  patientProfileSchema,
} from '@reayah/contracts';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { ChoiceGroup } from './choice-group.tsx';

type Form = UseFormReturn<PatientProfileForm, unknown, PatientProfileValues>;

const valuesOf = (p: PatientProfile): PatientProfileForm => ({
  full_name: p.full_name,
  phone_number: p.phone_number ?? '',
  address: p.address ?? '',
  description: p.description ?? '',
  date_of_birth: p.date_of_birth ?? '',
  age: p.age === null ? '' : String(p.age),
  gender: p.gender ?? undefined,
  blood_type: p.blood_type ?? undefined,
});

function toFormData(id: number, v: PatientProfileValues, picture: File | null): FormData {
  const form = new FormData();
  const fields = { id, ...v, gender: v.gender ?? '', blood_type: v.blood_type ?? '' };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (picture) form.append('picture', picture);
  return form;
}

/** Shows the server's reasons under their fields. */
function applyServerErrors(form: Form, error: ApiError) {
  for (const [field, messages] of Object.entries(error.body)) {
    if (Array.isArray(messages) && field in form.getValues()) {
      form.setError(field as keyof PatientProfileForm, { message: String(messages[0]) });
    }
  }
}

/** The profile settings; Save is disabled while saving or when nothing changed. */
export function ProfileForm({ profile, patientId }: { profile: PatientProfile; patientId: string }) {
  const { t } = useTranslation(PATIENT_NS);
  const update = useUpdateProfile(patientId);
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm<PatientProfileForm, unknown, PatientProfileValues>({
    resolver: zodResolver(patientProfileSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toFormData(profile.id, values, picture));
      form.reset(valuesOf(saved));
      setPicture(null);
      await showAlert({ icon: 'success', title: t('settings.doneTitle'), text: t('settings.doneText') });
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(form, error);
      await showAlert({ icon: 'error', title: t('settings.errorTitle'), text: t('settings.errorText') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <AvatarPicker name={profile.full_name} current={profile.picture} file={picture} onChange={setPicture} />
      <TextAreaField
        label={t('settings.bio')}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('settings.fullName')}
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label={t('settings.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <TextField
          label={t('settings.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('settings.age')}
          type="number"
          min={AGE_MIN}
          max={AGE_MAX}
          error={errors.age?.message}
          {...form.register('age')}
        />
        <TextField
          label={t('settings.birthday')}
          type="date"
          error={errors.date_of_birth?.message}
          {...form.register('date_of_birth')}
        />
        <ChoiceGroup
          legend={t('settings.gender')}
          options={[
            { value: 'M', label: t('settings.male') },
            { value: 'F', label: t('settings.female') },
          ]}
          registration={form.register('gender')}
          error={errors.gender?.message}
        />
      </div>
      <ChoiceGroup
        legend={t('settings.bloodType')}
        options={BLOOD_TYPES.map((b) => ({ value: b, label: b }))}
        registration={form.register('blood_type')}
        error={errors.blood_type?.message}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={isSubmitting}
          loadingLabel={t('settings.saving')}
          disabled={!isDirty && !picture}
        >
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
