import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useSetWaiting, useWaitlist } from '../api/waitlist.ts';
import { BOOKING_NS } from '../booking-i18n.ts';

/**
 * For a signed-in patient (the page's route admits only them; nothing is shown otherwise): be told,
 * by a notification and an email, when one of this doctor's slots frees up, or stop. The line
 * beside the button says which, and is announced when it changes.
 */
export function WaitlistToggle({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation(BOOKING_NS);
  const auth = useAuth();
  const patientId = auth.isAuth && auth.patientId ? auth.patientId : null;
  const status = useWaitlist(patientId, doctorId);
  const setWaiting = useSetWaiting(patientId ?? '', doctorId);
  const [failed, setFailed] = useState(false);
  if (!patientId || !status.data) return null;
  const waiting = status.data.waiting;

  const toggle = async () => {
    setFailed(false);
    try {
      await setWaiting.mutateAsync(!waiting);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-sm text-muted">
        {waiting ? t('waitlistOn') : t('waitlistOff')}
      </p>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <Button
          size="sm"
          variant={waiting ? 'outline' : 'secondary'}
          loading={setWaiting.isPending}
          onClick={() => void toggle()}
        >
          {waiting ? t('waitlistLeave') : t('waitlistJoin')}
        </Button>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('waitlistFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
