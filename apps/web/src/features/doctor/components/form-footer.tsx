import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { FailureNote } from '#web/components/ui/field.tsx';

interface Props {
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel(): void;
}

/** A dialog form's end: the server's failure message, then Cancel and the submit button. */
export function FormFooter({ failure, submitting, submitLabel, onCancel }: Props) {
  const { t } = useTranslation('doctor');
  return (
    <>
      <FailureNote>{failure}</FailureNote>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
