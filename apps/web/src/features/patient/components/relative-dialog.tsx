import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, RELATIONS, type Relative, type RelativeBody, relativeBody } from '@reayah/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FailureNote, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useSaveRelative } from '../api/relatives.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { ChoiceGroup } from './choice-group.tsx';

const FIELDS = ['full_name', 'date_of_birth', 'sex', 'relation'] as const;
const blank = { full_name: '', date_of_birth: '', sex: undefined, relation: undefined };

interface Props {
  patientId: string;
  /** The relative being edited; undefined to add one. */
  relative: Relative | undefined;
  open: boolean;
  onClose(): void;
}

/** Adds or edits a relative: name, date of birth, sex and relation, each flagged when wrong. */
export function RelativeDialog({ patientId, relative, open, onClose }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const tc = useTranslation('common').t;
  const save = useSaveRelative(patientId);
  const form = useForm<RelativeBody>({
    resolver: zodResolver(relativeBody),
    mode: 'onTouched',
    values: relative ?? (blank as unknown as RelativeBody),
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...(relative ? { id: relative.id } : {}), body });
      close();
    } catch (error) {
      const fields = error instanceof ApiError ? error.body : {};
      const named = FIELDS.filter((f) => Array.isArray(fields[f]));
      for (const f of named) form.setError(f, { message: (fields[f] as string[])[0] });
      if (named.length === 0) form.setError('root', { message: t('loadFailedText') });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={relative ? t('relatives.editTitle') : t('relatives.addTitle')}
      size="sm"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('relatives.name')}
          autoComplete="off"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label={t('relatives.birth')}
          type="date"
          error={errors.date_of_birth?.message}
          {...form.register('date_of_birth')}
        />
        <ChoiceGroup
          legend={t('relatives.sex')}
          options={GENDERS.map((g) => ({ value: g, label: t(`relatives.sexes.${g}`) }))}
          registration={form.register('sex')}
          error={errors.sex?.message}
        />
        <ChoiceGroup
          legend={t('relatives.relation')}
          options={RELATIONS.map((r) => ({ value: r, label: tc(`relations.${r}`) }))}
          registration={form.register('relation')}
          error={errors.relation?.message}
        />
        <FailureNote>{errors.root?.message}</FailureNote>
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('relatives.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('relatives.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
