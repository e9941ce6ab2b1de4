import { DELETE_CONFIRMATION } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FailureNote, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useCloseAccount } from '../api/assistants.ts';

/**
 * Settings/account: closing the doctor's account. Upcoming appointments are cancelled and each
 * patient told; patients keep reading their consultations and prescriptions (docs/product.md).
 */
export function SettingsAccountPage() {
  const { t } = useTranslation('doctor');
  const { logout } = useAuth();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.password = t('closeAccount.passwordRequired');
    if (confirmation.trim() !== DELETE_CONFIRMATION)
      next.confirmation = t('closeAccount.confirmationWrong', { word: DELETE_CONFIRMATION });
    setErrors(next);
    if (Object.keys(next).length === 0) setAsking(true);
  };

  const confirm = async () => {
    try {
      await close.mutateAsync({ password, confirmation });
    } catch (error) {
      setAsking(false);
      const body = error instanceof ApiError ? error.body : {};
      const first = (field: string) => {
        const value = body[field];
        return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
      };
      setErrors({
        ...(first('password') ? { password: first('password') as string } : {}),
        ...(first('confirmation') ? { confirmation: first('confirmation') as string } : {}),
        ...(typeof body.detail === 'string' ? { form: body.detail } : {}),
      });
      return;
    }
    await logout();
  };

  return (
    <section aria-labelledby="close-title" className="space-y-4">
      <h2 id="close-title" className="text-lg font-semibold text-red-700">
        {t('closeAccount.title')}
      </h2>
      <ul className="list-disc space-y-1 ps-5 text-sm text-ink">
        <li>{t('closeAccount.appointments')}</li>
        <li>{t('closeAccount.records')}</li>
        <li>{t('closeAccount.assistants')}</li>
        <li>{t('closeAccount.signIn')}</li>
      </ul>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <TextField
          label={t('closeAccount.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label={t('closeAccount.confirmation', { word: DELETE_CONFIRMATION })}
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.confirmation}
        />
        <FailureNote>{errors.form}</FailureNote>
        <Button type="submit" variant="danger">
          {t('closeAccount.submit')}
        </Button>
      </form>
      <Dialog
        open={asking}
        onClose={close.isPending ? () => undefined : () => setAsking(false)}
        title={t('closeAccount.dialogTitle')}
        description={t('closeAccount.dialogText')}
        size="sm"
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setAsking(false)} disabled={close.isPending} data-autofocus>
            {t('closeAccount.keep')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={close.isPending}>
            {t('closeAccount.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
