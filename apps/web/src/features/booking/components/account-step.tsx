import {
  MOBILE_MESSAGES,
  normaliseAlgerianMobile,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  SIGN_IN_MESSAGES,
} from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ContactVerification } from '#web/components/verification/contact-verification.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { login, signUpAndLogin } from '#web/lib/auth/account-api.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { BOOKING_NS } from '../booking-i18n.ts';

type Mode = 'sign-up' | 'sign-in';
type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password';
type Values = Record<Field, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every empty or wrong field of the form at once, with the API's own messages (translated). */
function check(mode: Mode, v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (mode === 'sign-up') {
    if (!v.firstName.trim()) errors.firstName = 'First Name is Required';
    if (!v.lastName.trim()) errors.lastName = 'Last Name is Required';
  }
  if (mode === 'sign-up') {
    if (!v.email.trim()) errors.email = 'Email is Required';
    else if (!EMAIL.test(v.email.trim())) errors.email = 'Invalid email address';
    if (!v.phone.trim()) errors.phone = MOBILE_MESSAGES.required;
    else if (!normaliseAlgerianMobile(v.phone)) errors.phone = MOBILE_MESSAGES.invalid;
  } else if (!v.email.trim()) errors.email = SIGN_IN_MESSAGES.required;
  else if (v.email.includes('@') ? !EMAIL.test(v.email.trim()) : !normaliseAlgerianMobile(v.email)) {
    errors.email = SIGN_IN_MESSAGES.invalid;
  }
  if (!v.password) errors.password = 'Password is Required';
  else if (mode === 'sign-up' && v.password.length < PASSWORD_MIN_LENGTH)
    errors.password = PASSWORD_TOO_SHORT;
  return errors;
}

/**
 * Inside the booking: a visitor makes an account (or signs in to theirs) without leaving the slot
 * they chose. The new account is signed in at once and types the code sent to its mobile number,
 * then `onSignedIn` books; an account signed in with its password books at once.
 */
export function AccountStep({ onSignedIn }: { onSignedIn(patientId: string): Promise<void> }) {
  const { t } = useTranslation(BOOKING_NS);
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>('sign-up');
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
  });
  /** The new account's patient id, once it is made: its number is verified before booking. */
  const [verifying, setVerifying] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<'wrong' | 'taken' | 'phoneTaken' | 'doctor' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(mode, values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const email = values.email.trim().toLowerCase();
      const name = email.includes('@') ? email : (normaliseAlgerianMobile(email) ?? email);
      const session =
        mode === 'sign-up'
          ? await signUpAndLogin({
              type: 'patient',
              first_name: values.firstName.trim(),
              last_name: values.lastName.trim(),
              email,
              phone_number: values.phone,
              password: values.password,
            })
          : await login({ email: name, password: values.password });
      const { user } = session;
      auth.login({ userId: user.id, patientId: user.id_patient, doctorId: user.id_doctor });
      if (!user.id_patient) {
        setProblem('doctor');
        return;
      }
      if (mode === 'sign-up') {
        setVerifying(String(user.id_patient));
        return;
      }
      await onSignedIn(String(user.id_patient));
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      const body = status === 400 && failure instanceof ApiError ? failure.body : {};
      const phoneList = Array.isArray(body.phone_number) ? body.phone_number : null;
      if (phoneList && !String(phoneList[0]).includes('already exists')) {
        setErrors({ phone: String(phoneList[0]) });
        setProblem(null);
        return;
      }
      setProblem(status === 401 ? 'wrong' : 'email' in body ? 'taken' : phoneList ? 'phoneTaken' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  const tab = (which: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === which}
      onClick={() => {
        setMode(which);
        setErrors({});
        setProblem(null);
      }}
      className={`min-h-11 flex-1 rounded-lg px-3 text-sm font-medium ${mode === which ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink'}`}
    >
      {label}
    </button>
  );

  if (verifying) {
    return (
      <section aria-labelledby="account-step" className="space-y-4">
        <h3 id="account-step" className="font-semibold text-ink">
          {t('verifyTitle')}
        </h3>
        <ContactVerification
          headingLevel="h3"
          emailCode={false}
          takeFocus
          onPhoneVerified={() => void onSignedIn(verifying)}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="account-step" className="space-y-4">
      <div>
        <h3 id="account-step" className="font-semibold text-ink">
          {t('accountTitle')}
        </h3>
        <p className="text-sm text-muted">{t('accountText')}</p>
      </div>
      <div role="tablist" className="flex gap-1 rounded-xl bg-surface p-1">
        {tab('sign-up', t('newAccount'))}
        {tab('sign-in', t('haveAccount'))}
      </div>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset disabled={busy} className="space-y-4">
          {mode === 'sign-up' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
              <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
            </div>
          ) : null}
          {mode === 'sign-up' ? (
            <>
              <TextField label={t('email')} type="email" autoComplete="email" dir="ltr" {...field('email')} />
              <TextField
                label={t('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                hint={t('phoneHint')}
                {...field('phone')}
              />
            </>
          ) : (
            <TextField
              label={t('emailOrPhone')}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              dir="ltr"
              {...field('email')}
            />
          )}
          <TextField
            label={t('password')}
            type="password"
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            hint={mode === 'sign-up' ? t('passwordRule') : undefined}
            {...field('password')}
          />
          {problem ? (
            <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <p>{t(`account.${problem}`)}</p>
              {problem === 'wrong' || problem === 'taken' || problem === 'phoneTaken' ? (
                <div className="mt-1 flex flex-wrap gap-x-4">
                  {problem === 'taken' || problem === 'phoneTaken' ? (
                    <button
                      type="button"
                      className="font-semibold underline"
                      onClick={() => setMode('sign-in')}
                    >
                      {t('haveAccount')}
                    </button>
                  ) : null}
                  <Link to={paths.recovery} className="font-semibold underline">
                    {t('recover')}
                  </Link>
                </div>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {mode === 'sign-up' ? t('signUpAndBook') : t('signInAndBook')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
