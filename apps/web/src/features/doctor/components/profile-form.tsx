import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DoctorProfile,
  type DoctorProfileForm,
  doctorProfileSchema,
  findWilaya,
  type Specialization,
  WILAYAS,
} from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { DocumentPicker } from './document-picker.tsx';
import { ImagePicker } from './image-picker.tsx';
import { PracticeFields } from './practice-fields.tsx';
import { SelectField } from './select-field.tsx';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

function valuesOf(p: DoctorProfile): DoctorProfileForm {
  return {
    full_name: p.full_name,
    phone_number: p.phone_number ?? '',
    address: p.address ?? '',
    biography: p.biography ?? '',
    specialization: p.specialization ? String(p.specialization.specialization_id) : '',
    age: p.age === null ? '' : String(p.age),
    fee_dzd: p.fee_dzd === null ? '' : String(p.fee_dzd),
    languages: p.languages,
    visit_types: p.visit_types,
    order_number: p.order_number ?? '',
    wilaya: p.wilaya ? String(findWilaya(p.wilaya)?.code ?? '') : '',
  };
}

/** The doctor profile form (rendered once the specializations are known, so the select shows the saved one); Save is disabled while saving or when nothing changed. */
export function ProfileForm({
  profile,
  specializations,
}: {
  profile: DoctorProfile;
  specializations: Specialization[];
}) {
  const { t, i18n } = useTranslation('doctor');
  const update = useUpdateProfile(String(profile.id));
  const [picture, setPicture] = useState<File | null>(null);
  const [certification, setCertification] = useState<File | null>(null);
  const [certKey, setCertKey] = useState(0);
  const form = useForm<DoctorProfileForm>({
    resolver: zodResolver(doctorProfileSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (values: DoctorProfileForm) => {
    const body = new FormData();
    body.set('id', String(profile.id));
    for (const [key, value] of Object.entries(values)) {
      body.set(key, Array.isArray(value) ? value.join(',') : (value ?? ''));
    }
    if (picture) body.set('picture', picture);
    if (certification) body.set('certification', certification);
    try {
      const saved = await update.mutateAsync(body);
      form.reset(valuesOf(saved));
      setPicture(null);
      setCertification(null);
      setCertKey((k) => k + 1);
      await showAlert({ icon: 'success', title: t('profile.doneTitle'), text: t('profile.doneText') });
    } catch {
      await showAlert({ icon: 'error', title: t('profile.errorTitle'), text: t('profile.errorText') });
    }
  };

  const unchanged = !isDirty && !picture && !certification;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <ImagePicker
        label={t('profile.changePicture')}
        name={profile.full_name}
        current={profile.picture}
        file={picture}
        onChange={setPicture}
      />
      <TextAreaField
        label={t('profile.bio')}
        rows={4}
        error={errors.biography?.message}
        {...form.register('biography')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('profile.fullName')}
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label={t('profile.phone')}
          inputMode="numeric"
          autoComplete="tel"
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <TextField
          label={t('profile.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SelectField
          label={t('profile.specialization')}
          placeholder={t('form.select')}
          options={specializations.map((s) => ({ value: String(s.id), label: specialtyName(s.name) }))}
          {...form.register('specialization')}
        />
        <SelectField
          label={t('profile.wilaya')}
          placeholder={t('form.select')}
          hint={t('profile.wilayaHint')}
          options={WILAYAS.map((w) => ({
            value: String(w.code),
            label: `${String(w.code).padStart(2, '0')} – ${i18n.language === 'ar' ? w.ar : w.name}`,
          }))}
          {...form.register('wilaya')}
        />
        <TextField
          label={t('profile.clinic')}
          readOnly
          value={profile.clinic?.clinic_name ?? t('profile.noClinic')}
        />
        <TextField
          label={t('profile.age')}
          type="number"
          min={18}
          max={99}
          error={errors.age?.message}
          {...form.register('age')}
        />
        <TextField
          label={t('profile.orderNumber')}
          dir="ltr"
          autoComplete="off"
          maxLength={40}
          error={errors.order_number?.message}
          hint={t('profile.orderNumberHint')}
          {...form.register('order_number')}
        />
      </div>
      <PracticeFields form={form} />
      {profile.is_certified ? (
        <p className="text-sm text-muted">{t('profile.reviewWarning')}</p>
      ) : (
        // What "not verified" costs, and what to do about it: nowhere else in the area says so.
        <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {t(profile.certification ? 'profile.underReview' : 'profile.notVerified')}
        </p>
      )}
      <DocumentPicker
        label={t('profile.certification')}
        current={certification ? null : profile.certification}
        currentLabel={t('profile.yourCertification')}
        onChange={setCertification}
        inputKey={certKey}
      />
      <Button type="submit" loading={isSubmitting} disabled={unchanged}>
        {t('form.save')}
      </Button>
    </form>
  );
}
