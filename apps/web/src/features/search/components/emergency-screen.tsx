import type { FollowUpQuestion, ScreenItem, ScreenItemKey } from '@reayah/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { TRIAGE_NS } from '../triage-i18n.ts';
import { AnsweredNote } from './answered-note.tsx';

export type ScreenAnswer = { item: ScreenItem } | 'none';

const NONE = 'none';
type Choice = ScreenItemKey | typeof NONE;

/**
 * The emergency screen, asked when a sign of an acute problem is not settled by the words: one
 * group of choices (each a sign, or "none of these"). A sign shows the emergency notice for its
 * reason; "none of these" shows the results. Radios in a fieldset with a legend, so a keyboard
 * moves with the arrows and a screen reader reads the question with each choice.
 */
export function EmergencyScreen({
  followUp,
  answered,
  onAnswer,
}: {
  followUp: FollowUpQuestion;
  answered: ScreenAnswer | null;
  onAnswer: (answer: ScreenAnswer) => void;
}) {
  const { t } = useTranslation(TRIAGE_NS);
  const id = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [missing, setMissing] = useState(false);

  if (answered === 'none') {
    return <AnsweredNote text={t('screen.answeredNone')} />;
  }
  if (answered !== null) return null;

  const choices: Choice[] = [...followUp.screen.map((s) => s.item), NONE];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) {
      setMissing(true);
      return;
    }
    const item = followUp.screen.find((s) => s.item === choice);
    onAnswer(item ? { item } : 'none');
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <fieldset aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}>
        <legend className="text-lg font-bold">{t('screen.title')}</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {t('screen.hint')}
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {choices.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-amber-300 bg-white p-3 has-[:checked]:border-amber-700 has-[:checked]:ring-2 has-[:checked]:ring-amber-600"
            >
              <input
                type="radio"
                name={`${id}-screen`}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setMissing(false);
                }}
                className="mt-1 size-4 accent-amber-700"
              />
              <span className={value === NONE ? 'font-semibold' : ''}>
                {value === NONE ? t('screen.none') : t(`screenItems.${value}`)}
              </span>
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${id}-missing`} role="alert" className="mt-3 font-medium text-red-800">
            {t('screen.required')}
          </p>
        ) : null}
      </fieldset>
      <button
        type="submit"
        className="mt-4 inline-flex h-11 min-w-24 items-center justify-center rounded-xl bg-amber-800 px-5 text-base font-semibold text-white outline-amber-800 hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('screen.submit')}
      </button>
    </form>
  );
}
