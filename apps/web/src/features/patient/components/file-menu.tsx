import type { MedicalFile } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { DotsIcon, DownloadIcon, PencilIcon, TrashIcon } from './patient-icons.tsx';

interface Props {
  file: MedicalFile;
  onDelete(): void;
  onRename(): void;
}

const item = 'flex w-full items-center gap-2 px-4 py-2 text-start text-sm hover:bg-surface';

/** The per-row menu of the files table: Delete, Rename, Download. */
export function FileMenu({ file, onDelete, onRename }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  // The chosen item leaves with the menu: the focus goes back to the menu's button first, so the
  // dialog the item opens gives it back there (or to what replaced the row) when it closes.
  const choose = (action: () => void) => () => {
    trigger.current?.focus();
    setOpen(false);
    action();
  };

  return (
    <div ref={ref} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        aria-label={t('files.actions', { name: file.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-ink"
      >
        <DotsIcon />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute end-0 z-20 mt-1 w-44 overflow-hidden rounded-xl border border-line bg-white py-1 shadow-lg"
        >
          <button type="button" role="menuitem" className={`${item} text-red-600`} onClick={choose(onDelete)}>
            <TrashIcon className="size-4" />
            {t('files.delete')}
          </button>
          <button type="button" role="menuitem" className={item} onClick={choose(onRename)}>
            <PencilIcon className="size-4" />
            {t('files.rename')}
          </button>
          <a
            role="menuitem"
            className={item}
            href={file.file}
            download={file.name}
            onClick={() => setOpen(false)}
          >
            <DownloadIcon className="size-4" />
            {t('files.download')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
