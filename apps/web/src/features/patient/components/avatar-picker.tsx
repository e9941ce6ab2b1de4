import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { PencilIcon } from './patient-icons.tsx';

interface Props {
  name: string;
  current: string | null;
  file: File | null;
  onChange(file: File | null): void;
}

/** Click the avatar to pick a picture; the choice is previewed before saving. */
export function AvatarPicker({ name, current, file, onChange }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex items-center gap-4">
      <label className="group relative cursor-pointer rounded-full focus-within:ring-4 focus-within:ring-brand-100">
        <Avatar
          name={name}
          picture={preview ?? current}
          alt={t('pictureAlt', { name })}
          className="size-24 text-2xl"
          size={96}
        />
        <span className="absolute end-0 bottom-0 grid size-8 place-items-center rounded-full bg-brand-700 text-white ring-2 ring-white group-hover:bg-brand-800">
          <PencilIcon className="size-4" />
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={t('settings.pictureLabel')}
          className="sr-only"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </label>
      <div>
        <p className="text-sm font-medium text-ink">{t('settings.pictureLabel')}</p>
        <p className="text-xs text-muted">{t('settings.pictureHint')}</p>
      </div>
    </div>
  );
}
