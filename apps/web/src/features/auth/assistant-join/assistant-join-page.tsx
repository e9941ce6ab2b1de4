import type { InviteSummary } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FailureNote, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/api-route.ts';
import { login } from '#web/lib/auth/account-api.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { browser } from '#web/lib/browser.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';

/** The link of a doctor's invitation: accept it with a new assistant account or the one you have. */
export function AssistantJoinPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [typed, setTyped] = useState(code);
  const summary = useQuery({
    queryKey: ['assistant-invite', code],
    queryFn: ({ signal }) => call(addresses.assistants.invitation, { params: { code }, signal }),
    enabled: code.length >= 10,
    retry: false,
  });
  const [values, setValues] = useState({ first_name: '', last_name: '', password: '' });
  const accept = useMutation({
    mutationFn: async () => {
      const invite = summary.data as InviteSummary;
      const body = invite.has_account ? { password: values.password } : values;
      await call(addresses.assistants.accept, { params: { code }, body });
      return login({ email: invite.email, password: values.password });
    },
  });
  const errorOf = (field: string) => {
    if (!(accept.error instanceof ApiError)) return undefined;
    const value = accept.error.body[field];
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { user } = await accept.mutateAsync();
      auth.login({ userId: user.id, assistantOf: user.assistant_of ?? null });
      browser.assign(user.assistant_of ? paths.doctor.agenda(String(user.assistant_of)) : paths.home);
    } catch {
      // Shown on the fields.
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-semibold text-ink">{t('assistantJoin.title')}</h1>
      {!summary.data ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setCode(typed.trim());
          }}
          className="space-y-4"
        >
          <TextField
            label={t('assistantJoin.code')}
            dir="ltr"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={summary.isError ? t('assistantJoin.badCode') : undefined}
          />
          <Button type="submit">{t('assistantJoin.open')}</Button>
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <p className="text-sm text-ink">{t('assistantJoin.intro', { doctor: summary.data.doctor_name })}</p>
          <p className="text-sm text-muted">{t('assistantJoin.noMedical')}</p>
          <p className="text-sm text-ink">
            {t('assistantJoin.email')} <span dir="ltr">{summary.data.email}</span>
          </p>
          {summary.data.has_account ? null : (
            <>
              <TextField
                label={t('assistantJoin.firstName')}
                autoComplete="given-name"
                value={values.first_name}
                onChange={(e) => setValues({ ...values, first_name: e.target.value })}
                error={errorOf('first_name')}
              />
              <TextField
                label={t('assistantJoin.lastName')}
                autoComplete="family-name"
                value={values.last_name}
                onChange={(e) => setValues({ ...values, last_name: e.target.value })}
                error={errorOf('last_name')}
              />
            </>
          )}
          <TextField
            label={summary.data.has_account ? t('assistantJoin.password') : t('assistantJoin.newPassword')}
            type="password"
            autoComplete={summary.data.has_account ? 'current-password' : 'new-password'}
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
            error={errorOf('password')}
          />
          <FailureNote>
            {accept.error instanceof ApiError && typeof accept.error.body.detail === 'string'
              ? accept.error.body.detail
              : null}
          </FailureNote>
          <Button type="submit" disabled={accept.isPending}>
            {t('assistantJoin.accept')}
          </Button>
        </form>
      )}
    </div>
  );
}
