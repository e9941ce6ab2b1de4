import { useEffect, useId, useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { pictureSources } from '#web/lib/picture-sources.ts';

interface Props {
  label: string;
  name: string;
  current: string | null;
  file: File | null;
  onChange(file: File | null): void;
  shape?: 'round' | 'wide';
}

/** Click the picture to choose a new one; a preview shows until it is saved. */
export function ImagePicker({ label, name, current, file, onChange, shape = 'round' }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? current;
  return (
    <div className="flex items-center gap-4">
      <label
        htmlFor={id}
        className="cursor-pointer rounded-2xl focus-within:ring-4 focus-within:ring-brand-100"
      >
        {shape === 'round' ? (
          <Avatar name={name} picture={src} className="size-24 text-2xl" size={96} />
        ) : src ? (
          <img
            {...pictureSources(src, 192)}
            alt=""
            width={192}
            height={112}
            className="h-28 w-48 rounded-2xl object-cover"
          />
        ) : (
          <span className="grid h-28 w-48 place-items-center rounded-2xl border-2 border-dashed border-line bg-surface text-3xl text-muted">
            +
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          // Named by the visible text beside it: the picture in the label has no text of its own.
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </label>
      <span id={`${id}-label`} className="text-sm text-muted">
        {label}
      </span>
    </div>
  );
}
