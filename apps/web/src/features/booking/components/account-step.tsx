import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { login, signUpAndLogin } from '../../../lib/auth/account-api.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { BOOKING_NS } from '../booking-i18n.ts';

type Mode = 'sign-up' | 'sign-in';
type Field = 'firstName' | 'lastName' | 'email' | 'password';
type Values = Record<Field, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every empty or wrong field of the form at once, with the API's own messages (translated). */
function check(mode: Mode, v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (mode === 'sign-up') {
    if (!v.firstName.trim()) errors.firstName = 'First Name is Required';
    if (!v.lastName.trim()) errors.lastName = 'Last Name is Required';
  }
  if (!v.email.trim()) errors.email = 'Email is Required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Invalid email address';
  if (!v.password) errors.password = 'Password is Required';
  else if (mode === 'sign-up' && v.password.length < PASSWORD_MIN_LENGTH)
    errors.password = PASSWORD_TOO_SHORT;
  return errors;
}

/**
 * Inside the booking: a visitor makes an account (or signs in to theirs) without leaving the slot
 * they chose. The new account is signed in at once, then `onSignedIn` books.
 */
export function AccountStep({ onSignedIn }: { onSignedIn(patientId: string): Promise<void> }) {
  const { t } = useTranslation(BOOKING_NS);
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>('sign-up');
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<'wrong' | 'taken' | 'doctor' | 'failed' | null>(null);
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
      const session =
        mode === 'sign-up'
          ? await signUpAndLogin({
              type: 'patient',
              first_name: values.firstName.trim(),
              last_name: values.lastName.trim(),
              email,
              password: values.password,
            })
          : await login({ email, password: values.password });
      const { user } = session;
      auth.login({ userId: user.id, patientId: user.id_patient, doctorId: user.id_doctor });
      if (!user.id_patient) {
        setProblem('doctor');
        return;
      }
      await onSignedIn(String(user.id_patient));
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      const taken = status === 400 && failure instanceof ApiError && 'email' in failure.body;
      setProblem(status === 401 ? 'wrong' : taken ? 'taken' : 'failed');
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
          <TextField label={t('email')} type="email" autoComplete="email" dir="ltr" {...field('email')} />
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
              {problem === 'wrong' || problem === 'taken' ? (
                <div className="mt-1 flex flex-wrap gap-x-4">
                  {problem === 'taken' ? (
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
