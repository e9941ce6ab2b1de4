import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRMATION, type DeleteAccountBody, deleteAccountBody } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FailureNote, TextField } from '#web/components/ui/field.tsx';
import { PasswordToggle } from '#web/components/ui/password-toggle.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useMessageText } from '#web/lib/i18n/message-text.ts';
import { useDeleteAccount } from '../api/account-data.ts';

type Form = z.input<typeof deleteAccountBody>;
const FIELDS = ['password', 'confirmation'] as const;

/**
 * "Delete my account": the password and the word DELETE, checked here and by the server, then a
 * last question; once deleted, the patient is signed out to the home page.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account-data');
  const messageText = useMessageText();
  const { logout } = useAuth();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form, unknown, DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBody),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;

  const confirm = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      await remove.mutateAsync(confirming);
    } catch (error) {
      setConfirming(null);
      let matched = false;
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const messages = error.body[field];
          if (Array.isArray(messages) && typeof messages[0] === 'string') {
            form.setError(field, { type: 'server', message: messages[0] });
            matched = true;
          }
        }
        if (!matched && error.status === 409 && typeof error.body.detail === 'string') {
          setFailure(error.body.detail);
          return;
        }
      }
      if (!matched) setFailure(t('delete.failed'));
      return;
    }
    await logout();
  };

  return (
    <section aria-labelledby="delete-title" className="rounded-2xl border border-red-200 bg-white p-6">
      <h2 id="delete-title" className="text-lg font-semibold text-red-700">
        {t('delete.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('delete.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          setConfirming(values);
        })}
        className="mt-4 max-w-md space-y-4"
      >
        <TextField
          label={t('delete.password')}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password?.message}
          end={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
          {...form.register('password')}
        />
        <TextField
          label={t('delete.confirmation', { word: DELETE_CONFIRMATION })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <FailureNote>{failure && messageText(failure)}</FailureNote>
        <Button type="submit" variant="danger">
          {t('delete.submit')}
        </Button>
      </form>

      <Dialog
        open={confirming !== null}
        onClose={remove.isPending ? () => undefined : () => setConfirming(null)}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogText')}
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <Button
            variant="ghost"
            onClick={() => setConfirming(null)}
            disabled={remove.isPending}
            data-autofocus
          >
            {t('delete.keep')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
