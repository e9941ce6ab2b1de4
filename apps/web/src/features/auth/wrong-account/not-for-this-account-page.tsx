import { Link } from 'react-router';
import { StatusView } from '#web/components/status/status-view.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ShieldIcon } from '#web/components/ui/page-icons.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { dashboardPath } from '#web/lib/auth/role.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * A signed-in user who opened an address of the other role's area (a doctor a patient's page, a
 * patient a doctor's): they stay signed in, are told this page is not for their account, and are
 * offered their own home. Whether the address exists is not looked up, so nothing is revealed.
 */
export function NotForThisAccountPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const account = auth.patientId
    ? 'patient'
    : auth.doctorId
      ? 'doctor'
      : auth.assistantOf
        ? 'assistant'
        : 'other';
  const home = auth.assistantOf
    ? paths.doctor.agenda(auth.assistantOf)
    : account === 'other'
      ? paths.admin
      : dashboardPath(auth);
  return (
    <StatusView
      code={<ShieldIcon className="size-12" />}
      title={t('notForThisAccount.title')}
      text={t(`notForThisAccount.${account}`)}
      action={
        <Link to={home} className={buttonClass('primary', 'md', 'mt-8')}>
          {t('notForThisAccount.home')}
        </Link>
      }
    />
  );
}
