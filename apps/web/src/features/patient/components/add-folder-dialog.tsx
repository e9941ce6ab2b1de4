import { zodResolver } from '@hookform/resolvers/zod';
import { type AddFolderForm, addFolderSchema } from '@reayah/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateFolder } from '../api/folders.ts';
import { useRelatives } from '../api/relatives.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** The Add Folder modal; 'Please enter a name' when empty, the server's reason for a duplicate. */
export function AddFolderDialog({
  open,
  onClose,
  patientId,
}: {
  open: boolean;
  onClose(): void;
  patientId: string;
}) {
  const { t } = useTranslation(PATIENT_NS);
  const create = useCreateFolder(patientId);
  const relatives = useRelatives(patientId).data ?? [];
  const [relative, setRelative] = useState('');
  const form = useForm<AddFolderForm>({
    resolver: zodResolver(addFolderSchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const whoId = useId();

  const close = () => {
    form.reset();
    setRelative('');
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync({ name: name.trim(), relative: relative ? Number(relative) : null });
      close();
    } catch (error) {
      const reason = error instanceof ApiError ? (error.body.name as string[] | undefined)?.[0] : undefined;
      form.setError('name', { message: reason ?? t('loadFailedText') });
    }
  });

  return (
    <Dialog open={open} onClose={close} title={t('folders.addTitle')} size="sm">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('folders.nameLabel')}
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        {relatives.length > 0 ? (
          <FieldShell id={whoId} label={t('relatives.folderWho')}>
            <select
              id={whoId}
              value={relative}
              onChange={(e) => setRelative(e.target.value)}
              className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink"
            >
              <option value="">{t('relatives.folderMe')}</option>
              {relatives.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.full_name}
                </option>
              ))}
            </select>
          </FieldShell>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('folders.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('folders.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
