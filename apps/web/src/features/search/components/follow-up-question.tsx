import type { FollowUpQuestion as FollowUp } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { TRIAGE_NS } from '../triage-i18n.ts';
import { AnsweredNote } from './answered-note.tsx';

const answerClass =
  'inline-flex h-11 min-w-24 items-center justify-center rounded-xl px-5 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * When the words alone cannot settle urgency, one question, asked as an emergency physician
 * would; an escalating answer shows the emergency notice.
 */
export function FollowUpQuestion({
  followUp,
  answered,
  onAnswer,
}: {
  followUp: FollowUp;
  answered: 'yes' | 'no' | null;
  onAnswer: (answer: 'yes' | 'no') => void;
}) {
  const { t } = useTranslation(TRIAGE_NS);
  if (answered === 'no') {
    return <AnsweredNote text={t('followUp.answeredNo')} />;
  }
  if (answered !== null) return null;
  return (
    <section
      aria-labelledby="follow-up-title"
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="follow-up-title" className="text-lg font-bold">
        {t('followUp.title')}
      </h2>
      <p className="mt-2 text-lg">{t(`questions.${followUp.question}`)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => onAnswer('yes')}
          className={`${answerClass} bg-red-700 text-white outline-red-700 hover:bg-red-800`}
        >
          {t('followUp.yes')}
        </button>
        <button
          type="button"
          onClick={() => onAnswer('no')}
          className={`${answerClass} border-2 border-amber-700 text-amber-950 outline-amber-700 hover:bg-amber-100`}
        >
          {t('followUp.no')}
        </button>
      </div>
    </section>
  );
}
