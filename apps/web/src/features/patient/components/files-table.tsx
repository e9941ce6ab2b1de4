import { FILE_DELETE_ANIMATION_MS, type MedicalFile } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { FileTextIcon } from '#web/components/ui/page-icons.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';
import { FileMenu } from './file-menu.tsx';
import { formatDate } from './format.ts';
import { useSizeText } from './use-patient.ts';

interface Props {
  files: readonly MedicalFile[];
  deleting: ReadonlySet<number>;
  onDelete(file: MedicalFile): void;
  onRename(file: MedicalFile): void;
}

const cell = 'px-4 py-3';

/** Name, Created at, Size and the row menu; a deleted row fades out over 300 ms. */
export function FilesTable({ files, deleting, onDelete, onRename }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const sizeText = useSizeText();
  return (
    // No overflow clipping here, so a row's menu can open below the last row.
    <div className="rounded-2xl border border-line bg-white">
      <table className="w-full text-start text-sm">
        <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className={`${cell} rounded-ss-2xl text-start font-medium`}>
              {t('files.name')}
            </th>
            <th scope="col" className={`${cell} hidden text-start font-medium sm:table-cell`}>
              {t('files.createdAt')}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {t('files.size')}
            </th>
            <th scope="col" className={`${cell} rounded-se-2xl`}>
              <span className="sr-only">{t('folders.options')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {files.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-10 text-center text-muted">
                {t('files.empty')}
              </td>
            </tr>
          ) : (
            files.map((f) => (
              <tr
                key={f.id}
                data-deleting={deleting.has(f.id) || undefined}
                style={{ transitionDuration: `${FILE_DELETE_ANIMATION_MS}ms` }}
                className={`transition-opacity ${deleting.has(f.id) ? 'opacity-0' : 'opacity-100'}`}
              >
                <td className={cell}>
                  <span className="flex items-center gap-2 font-medium text-ink">
                    <FileTextIcon className="size-5 shrink-0 text-brand-700" />
                    <span className="break-all">{f.name}</span>
                  </span>
                </td>
                <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>
                  {formatDate(f.created_at)}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{sizeText(f.size)}</td>
                <td className={`${cell} text-end`}>
                  <FileMenu file={f} onDelete={() => onDelete(f)} onRename={() => onRename(f)} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
