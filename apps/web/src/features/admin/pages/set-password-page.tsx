import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { adminCalls } from '../api/admin-api.ts';

/** The one-time link printed by `npm run admin -- create EMAIL`. */
export function SetPasswordPage() {
  const { t } = useTranslation('admin');
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('busy');
    try {
      await adminCalls.setPassword({ token, password });
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <main className="mx-auto max-w-md p-8">
      <h1 className="mb-6 text-2xl font-semibold text-ink">{t('setPassword.title')}</h1>
      {state === 'done' ? (
        <>
          <p className="mb-4">{t('setPassword.done')}</p>
          <Link to={paths.login} className={buttonClass()}>
            {t('signIn')}
          </Link>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <TextField
            label={t('setPassword.password')}
            type="password"
            autoComplete="new-password"
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={state === 'failed' ? t('setPassword.invalid') : undefined}
          />
          <Button type="submit" disabled={state === 'busy' || password.length < 8}>
            {t('setPassword.submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
