import { type DoctorProfileForm, SPOKEN_LANGUAGES, VISIT_KINDS } from '@reayah/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/field.tsx';
import { useMessageText } from '#web/lib/i18n/message-text.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';

const box = 'size-4 rounded border-line text-brand-600 focus:ring-brand-500';

/** The fee in dinars, the languages spoken and the visit types offered, as patients see them on the doctor's card. */
export function PracticeFields({ form }: { form: UseFormReturn<DoctorProfileForm> }) {
  const { t } = useTranslation('doctor');
  const { t: tc } = useTranslation('common');
  const messageText = useMessageText();
  const { errors } = form.formState;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t('practice.title')}</legend>
      <TextField
        label={t('practice.fee')}
        inputMode="numeric"
        hint={t('practice.feeHint')}
        error={errors.fee_dzd?.message}
        {...form.register('fee_dzd')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('practice.languages')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {SPOKEN_LANGUAGES.map((code) => (
            <label key={code} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={code} className={box} {...form.register('languages')} />
              {tc(`spokenLanguages.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={errors.visit_types ? 'visit-types-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{t('practice.visitTypes')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {VISIT_KINDS.map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={kind} className={box} {...form.register('visit_types')} />
              {tc(`visitTypes.${kind}`)}
            </label>
          ))}
        </div>
        {errors.visit_types?.message ? (
          <p id="visit-types-error" role="alert" className="mt-1 text-sm text-red-600">
            {messageText(errors.visit_types.message)}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
