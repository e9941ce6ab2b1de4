import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { SEARCH_NS } from '../search-i18n.ts';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Too many searches: why (once, to a screen reader), then the wait counted down second by second,
 * after which the search runs again by itself. The count is not a live region: it would be read
 * out every second. Given a new `until`, it is a new notice (the parent keys it so).
 */
export function WaitNotice({
  until,
  signedIn,
  onDone,
}: {
  until: number;
  signedIn: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(SEARCH_NS);
  const [left, setLeft] = useState(() => secondsLeft(until));
  const doneFor = useRef<number | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);

  useEffect(() => {
    if (left > 0 || doneFor.current === until) return;
    doneFor.current = until;
    onDone();
  }, [left, until, onDone]);

  const minutes = Math.ceil(left / 60);
  return (
    <div className="rounded-2xl bg-amber-50 p-5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      <p role="status">{t(signedIn ? 'wait.signedIn' : 'wait.visitor')}</p>
      <p className="mt-2 text-base font-semibold tabular-nums">
        {left < 90 ? t('wait.seconds', { count: left }) : t('wait.minutes', { count: minutes })}
      </p>
    </div>
  );
}
