import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { VerificationChannel } from '@reayah/contracts';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useMessageText } from '#web/lib/i18n/message-text.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { clock, useCountdown } from './use-countdown.ts';
import { useConfirmCode, useRequestCode } from './verification-api.ts';

/** The first message of a 400 answer for `field`, or the detail of any other failure. */
export function problemOf(error: unknown, field: string): { field?: string; other?: string } {
  if (error instanceof ApiError) {
    const list = error.body[field];
    if (Array.isArray(list) && typeof list[0] === 'string') return { field: list[0] };
    if (typeof error.body.detail === 'string') return { other: error.body.detail };
    const first = Object.values(error.body).find(Array.isArray);
    if (first && typeof first[0] === 'string') return { other: first[0] };
  }
  return { other: 'failed' };
}

interface Props {
  channel: VerificationChannel;
  /** Seconds before a new code may be sent, as of `since` (ms). */
  resendIn: number;
  since: number;
  onVerified?(): void;
  /** Takes the focus when it appears (the step that brought it here is gone). */
  focus?: boolean;
}

/**
 * A six-digit code field with Verify, and Send a new code once the wait is over (a countdown
 * until then). Digits only on phones (`inputmode`), filled from the text message where the
 * phone offers it (`one-time-code`).
 */
export function CodeForm({ channel, resendIn, since, onVerified, focus = false }: Props) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmCode();
  const resend = useRequestCode();
  const wait = useCountdown(resendIn, since);
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    try {
      await confirm.mutateAsync({ channel, code });
      onVerified?.();
    } catch (failure) {
      const problem = problemOf(failure, 'code');
      setError(problem.field ?? (problem.other === 'failed' ? t('verify.failed') : problem.other));
    }
  };

  const sendAgain = async () => {
    setError(undefined);
    try {
      await resend.mutateAsync({ channel });
      setCode('');
      setNotice(t('verify.codeSent'));
    } catch (failure) {
      const problem = problemOf(failure, 'channel');
      const text = problem.field ?? problem.other;
      setNotice(text === 'failed' ? t('verify.failed') : (messageText(text) ?? t('verify.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <TextField
        label={channel === 'sms' ? t('verify.smsCode') : t('verify.emailCode')}
        name={`${channel}-code`}
        ref={input}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        dir="ltr"
        className="text-lg tracking-[0.3em]"
        hint={t('verify.codeHint')}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" loading={confirm.isPending}>
          {t('verify.verify')}
        </Button>
        <Button
          variant="outline"
          disabled={wait > 0}
          loading={resend.isPending}
          aria-describedby={statusId}
          onClick={() => void sendAgain()}
        >
          {wait > 0 ? t('verify.resendIn', { time: clock(wait) }) : t('verify.resend')}
        </Button>
      </div>
      <p id={statusId} role="status" className="min-h-5 text-sm text-muted">
        {notice}
      </p>
    </form>
  );
}
