import type { ReactNode } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** A doctor's request in the patient's notifications: their picture, what they ask, the answers. */
export function DoctorRequestCard({
  name,
  picture,
  children,
  actions,
}: {
  name: string;
  picture: string | null;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation(PATIENT_NS);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} picture={picture} alt={t('pictureAlt', { name })} />
        <div className="min-w-0">{children}</div>
      </div>
      <div className="flex gap-2">{actions}</div>
    </li>
  );
}
