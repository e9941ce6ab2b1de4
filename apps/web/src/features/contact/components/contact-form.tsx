import type { ContactPayload, ContactForm as Values } from '@reayah/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { lazyFormProps, lazyResolver } from '#web/lib/lazy-resolver.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const resolver = lazyResolver<Values, ContactPayload>(() =>
  import('../validation.ts').then((m) => m.contactResolver),
);

const EMPTY: Values = { full_name: '', email: '', subject: '', message: '' };

/** Submit shows a spinner; after a submit it stays disabled until a field changes. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [locked, setLocked] = useState(false);
  const form = useForm<Values, unknown, ContactPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const sub = form.watch((_values, { type }) => {
      if (type === 'change') setLocked(false);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const showFailure = (message?: unknown) =>
    showAlert({
      icon: 'error',
      title: t('failure'),
      text: typeof message === 'string' ? message : t('fallbackError'),
    });

  const onSubmit = async (payload: ContactPayload) => {
    setLocked(true);
    try {
      const res = await send.mutateAsync(payload);
      await showAlert({ icon: 'success', title: t('success'), text: res.msg });
    } catch (error) {
      await showFailure(error instanceof ApiError ? error.body.message : undefined);
    }
  };

  return (
    <form
      {...lazyFormProps(resolver, form.handleSubmit, onSubmit, () => showFailure())}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fullName')}
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField label={t('subject')} error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField
        label={t('message')}
        rows={6}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        loading={isSubmitting}
        loadingLabel={t('sending')}
        disabled={locked}
      >
        {t('submit')}
      </Button>
    </form>
  );
}
