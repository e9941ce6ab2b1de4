import { formatAlgerianMobile } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { ExampleNumberHint, TextField } from '../ui/field.tsx';
import { CodeForm, problemOf } from './code-form.tsx';
import { useRequestCode, useVerificationStatus, type VerificationStatus } from './verification-api.ts';

/** A verified contact: a tick and the words, for eyes and for screen readers alike. */
function Verified({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
      <span aria-hidden="true">✓</span>
      {text}
    </p>
  );
}

/** Typing a (new) mobile number, which is then sent its code. */
function NumberForm({
  current,
  onSent,
  onCancel,
}: {
  current: string | null;
  onSent(): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestCode();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await request.mutateAsync({ channel: 'sms', phone_number: phone });
      onSent();
    } catch (failure) {
      const problem = problemOf(failure, 'phone_number');
      setError(problem.field ?? (problem.other === 'failed' ? t('verify.failed') : problem.other));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <TextField
        label={t('verify.newNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        hint={<ExampleNumberHint text={(example) => t('verify.numberHint', { example })} />}
        value={phone}
        error={error}
        placeholder={current ? formatAlgerianMobile(current) : '05 55 12 34 56'}
        onChange={(e) => {
          setPhone(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="flex-1" loading={request.isPending}>
          {t('verify.sendCode')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="flex-1" onClick={onCancel}>
            {t('verify.cancelChange')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function PhonePart({
  status,
  since,
  onVerified,
  focus,
}: {
  status: VerificationStatus;
  since: number;
  onVerified?(): void;
  focus: boolean;
}) {
  const { t } = useTranslation('auth');
  const [changing, setChanging] = useState(false);
  const phone = status.phone_number;
  if (phone && status.phone_verified && !changing) {
    return (
      <div className="space-y-2">
        <Verified text={t('verify.phoneVerified')} />
        <p className="text-sm text-muted">
          <bdi dir="ltr">{formatAlgerianMobile(phone)}</bdi>
        </p>
      </div>
    );
  }
  if (!phone || changing) {
    return (
      <div className="space-y-3">
        {!phone ? <p className="text-sm text-muted">{t('verify.addPhone')}</p> : null}
        <NumberForm
          current={phone}
          onSent={() => setChanging(false)}
          {...(phone ? { onCancel: () => setChanging(false) } : {})}
        />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        {t('verify.smsSentTo')}{' '}
        <bdi dir="ltr" className="font-semibold whitespace-nowrap">
          {formatAlgerianMobile(phone)}
        </bdi>
      </p>
      <CodeForm
        channel="sms"
        resendIn={status.sms_resend_in}
        since={since}
        focus={focus}
        {...(onVerified ? { onVerified } : {})}
      />
      <Button variant="ghost" className="w-full" onClick={() => setChanging(true)}>
        {t('verify.changeNumber')}
      </Button>
    </div>
  );
}

function EmailPart({
  status,
  since,
  withCode,
}: {
  status: VerificationStatus;
  since: number;
  withCode: boolean;
}) {
  const { t } = useTranslation('auth');
  if (status.email_verified) return <Verified text={t('verify.emailVerified')} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        {t('verify.emailSentTo')}{' '}
        <bdi dir="ltr" className="font-semibold [overflow-wrap:anywhere]">
          {status.email}
        </bdi>
      </p>
      {withCode ? (
        <CodeForm channel="email" resendIn={status.email_resend_in} since={since} />
      ) : (
        <p className="text-sm text-muted">{t('verify.emailLater')}</p>
      )}
    </div>
  );
}

interface Props {
  /** Called once the mobile number is verified (the booking then books). */
  onPhoneVerified?(): void;
  /** With a field for the email's code too (the booking shows only where it was sent). */
  emailCode?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Puts the focus on the first code field once it shows (after sign-up). */
  takeFocus?: boolean;
}

/**
 * The account's mobile number and email, each with its code to type back: a countdown before a
 * new code may be sent, and a change of number. Used after sign-up, inside the booking, and from
 * Settings.
 */
export function ContactVerification({
  onPhoneVerified,
  emailCode = true,
  headingLevel = 'h2',
  takeFocus = false,
}: Props) {
  const { t } = useTranslation('auth');
  const status = useVerificationStatus();
  const Heading = headingLevel;
  if (!status.data) {
    return (
      <p role="status" className="text-sm text-muted">
        {status.isError ? t('verify.failed') : t('verify.loading')}
      </p>
    );
  }
  const since = status.dataUpdatedAt;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('verify.intro')}</p>
      <section className="space-y-3" aria-labelledby="verify-phone">
        <Heading id="verify-phone" className="font-semibold text-ink">
          {t('verify.phoneTitle')}
        </Heading>
        <PhonePart
          status={status.data}
          since={since}
          focus={takeFocus}
          {...(onPhoneVerified ? { onVerified: onPhoneVerified } : {})}
        />
      </section>
      <section className="space-y-3" aria-labelledby="verify-email">
        <Heading id="verify-email" className="font-semibold text-ink">
          {t('verify.emailTitle')}
        </Heading>
        <EmailPart status={status.data} since={since} withCode={emailCode} />
      </section>
    </div>
  );
}
