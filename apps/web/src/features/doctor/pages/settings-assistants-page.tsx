import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useMessageText } from '#web/lib/i18n/message-text.ts';
import {
  useAssistants,
  useInviteAssistant,
  useRemoveAssistant,
  useWithdrawInvite,
} from '../api/assistants.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { PLACE_MARK, TextAround } from '#web/lib/i18n/text-around.tsx';

function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const messages = error.body[field];
  if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  return typeof error.body.detail === 'string' ? error.body.detail : undefined;
}

/** Settings/assistants: invite an assistant by email, see pending invitations, remove one. */
export function SettingsAssistantsPage() {
  const { t } = useTranslation('doctor');
  const messageText = useMessageText();
  const doctorId = useDoctorId();
  const list = useAssistants(doctorId);
  const invite = useInviteAssistant(doctorId);
  const withdraw = useWithdrawInvite(doctorId);
  const remove = useRemoveAssistant(doctorId);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ userId: number; name: string } | null>(null);

  if (!list.data) return <CenteredSpinner label={t('assistants.loading')} />;
  const { assistants, invites, max } = list.data;
  const full = assistants.length + invites.length >= max;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    try {
      await invite.mutateAsync(email);
      setSent(email);
      setEmail('');
    } catch {
      // Shown under the field.
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="assistants-title" className="space-y-2">
        <h2 id="assistants-title" className="text-lg font-semibold text-ink">
          {t('assistants.title')}
        </h2>
        <p className="text-sm text-muted">{t('assistants.intro', { max })}</p>
      </section>

      <section aria-labelledby="assistants-list" className="space-y-3">
        <h3 id="assistants-list" className="font-medium text-ink">
          {t('assistants.current')}
        </h3>
        {assistants.length === 0 ? (
          <p className="text-sm text-muted">{t('assistants.none')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {assistants.map((a) => (
              <li key={a.user_id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{a.full_name}</p>
                  <p className="truncate text-sm text-muted" dir="ltr">
                    {a.email}
                  </p>
                </div>
                <Button
                  variant="outline"
                  onClick={() => setRemoving({ userId: a.user_id, name: a.full_name })}
                >
                  {t('assistants.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="assistants-invites" className="space-y-3">
        <h3 id="assistants-invites" className="font-medium text-ink">
          {t('assistants.pending')}
        </h3>
        {invites.length === 0 ? (
          <p className="text-sm text-muted">{t('assistants.noPending')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {invites.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span className="truncate text-sm text-ink" dir="ltr">
                  {i.email}
                </span>
                <Button variant="ghost" onClick={() => void withdraw.mutateAsync(i.id)}>
                  {t('assistants.withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-md space-y-4">
        <TextField
          label={t('assistants.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError(invite.error, 'email')}
          disabled={full}
        />
        {full ? <p className="text-sm text-muted">{t('assistants.full', { max })}</p> : null}
        {sent ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <TextAround text={t('assistants.sent', { email: PLACE_MARK })} isolated={sent} />
          </p>
        ) : null}
        <Button type="submit" disabled={full || invite.isPending}>
          {t('assistants.invite')}
        </Button>
      </form>

      <ConfirmDialog
        open={removing !== null}
        title={t('assistants.removeTitle')}
        description={t('assistants.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('assistants.remove')}
        cancelLabel={t('form.cancel')}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.userId);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
        errorOf={(error) => messageText(fieldError(error, 'detail')) ?? t('assistants.failed')}
      />
    </div>
  );
}
