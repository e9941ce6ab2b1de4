import { zodResolver } from '@hookform/resolvers/zod';
import { type Clinic, clinicSchema, type ClinicForm as Values } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { DocumentPicker } from './document-picker.tsx';
import { ImagePicker } from './image-picker.tsx';
import { useMessageText } from '#web/lib/i18n/message-text.ts';

interface Props {
  /** The clinic to edit; without it the form creates one and needs both files. */
  clinic?: Clinic;
  submitLabel: string;
  /**
   * Sends the form; answers whether it was saved as soon as the server has (the caller shows the
   * alerts without waiting for them, so the spinner stops when one opens).
   */
  onSubmit(body: FormData): Promise<boolean>;
}

const EMPTY: Values = { name: '', email: '', phone_number: '', address: '', description: '' };
const valuesOf = (c: Clinic): Values => ({
  name: c.name,
  email: c.email,
  phone_number: c.phone_number,
  address: c.address,
  description: c.description,
});

/** The clinic edit and create forms. */
export function ClinicForm({ clinic, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('doctor');
  const messageText = useMessageText();
  const [picture, setPicture] = useState<File | null>(null);
  const [certification, setCertification] = useState<File | null>(null);
  const [certKey, setCertKey] = useState(0);
  const [missing, setMissing] = useState<{ picture?: string; certification?: string }>({});
  const form = useForm<Values>({
    resolver: zodResolver(clinicSchema),
    mode: 'onTouched',
    defaultValues: clinic ? valuesOf(clinic) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (values: Values) => {
    if (!clinic && (!picture || !certification)) {
      const warning = !picture ? t('clinic.pictureMissing') : t('clinic.certificationMissing');
      setMissing({
        ...(picture ? {} : { picture: t('clinic.pictureMissing') }),
        ...(certification ? {} : { certification: t('clinic.certificationMissing') }),
      });
      // Not awaited: the button's spinner stops while the warning is open.
      void showAlert({ icon: 'warning', title: warning });
      return;
    }
    setMissing({});
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, value);
    if (picture) body.set('picture', picture);
    if (certification) body.set('certification', certification);
    if (await onSubmit(body)) {
      form.reset(values);
      setPicture(null);
      setCertification(null);
      setCertKey((k) => k + 1);
    }
  };

  const unchanged = clinic !== undefined && !isDirty && !picture && !certification;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <div>
        <ImagePicker
          label={t('clinic.photo')}
          name={clinic?.name ?? ''}
          current={clinic?.picture ?? null}
          file={picture}
          onChange={setPicture}
          shape="wide"
        />
        {missing.picture ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {messageText(missing.picture)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('clinic.name')} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('clinic.email')}
          type="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('clinic.phone')}
          inputMode="numeric"
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <TextField
          label={t('clinic.address')}
          error={errors.address?.message}
          {...form.register('address')}
        />
      </div>
      <TextAreaField
        label={t('clinic.description')}
        rows={4}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <DocumentPicker
        label={t('clinic.certification')}
        current={certification ? null : (clinic?.certification ?? null)}
        currentLabel={t('clinic.yourCertification')}
        error={missing.certification}
        onChange={setCertification}
        inputKey={certKey}
      />
      <Button type="submit" loading={isSubmitting} disabled={unchanged}>
        {submitLabel}
      </Button>
    </form>
  );
}
