import type { RecommendationResponse } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { StethoscopeIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SEARCH_NS } from '../search-i18n.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

type Props = Pick<RecommendationResponse, 'Recommended specialty' | 'specialties' | 'confidence'>;

// Below this share an alternative is noise (a skin rash would otherwise list Cardiology).
const MIN_ALTERNATIVE_SCORE = 0.01;

export function confidenceLevel(confidence: number): 'high' | 'medium' | 'low' {
  if (confidence >= 0.65) return 'high';
  if (confidence >= 0.3) return 'medium';
  return 'low';
}

const levelClass = {
  high: 'bg-brand-100 text-brand-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-surface text-muted ring-1 ring-line',
} as const;

const chip = 'inline-block animate-pulse rounded-full bg-line px-3 py-1 text-xs';
// Two rows of chips high: two long names ('Orthopedics and Traumatology') wrap on a phone, and the
// answer must not grow past the room the loading lines kept for it.
const runnerUpsRow = 'mt-2 flex min-h-14 flex-wrap content-start gap-2';

/**
 * The room of the runners-up line: pulsing while the answer loads, kept empty (invisible) when the
 * answer has no runner-up, so that nothing below moves when the answer comes.
 */
function RunnerUpsRoom({ hidden = false }: { hidden?: boolean }) {
  return (
    <div className={hidden ? 'invisible mt-4' : 'mt-4'} aria-hidden="true">
      <p className="text-xs">{'\u00a0'}</p>
      <p className={runnerUpsRow}>
        <span className={`${chip} w-28`}>{'\u00a0'}</span>
        <span className={`${chip} w-20`}>{'\u00a0'}</span>
      </p>
    </div>
  );
}

/** The box's lines while the recommendation loads, as high as a usual answer's (two others to consider). */
function Loading() {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <>
      <p className="mt-2 flex h-10 items-center gap-3 text-sm text-brand-800">
        <Spinner className="size-4" label={t('loading')} />
        <span aria-hidden="true">{t('loading')}</span>
      </p>
      <div aria-hidden="true">
        <p className="mt-3">
          <span className={`${chip} w-24`}>{'\u00a0'}</span>
        </p>
        <RunnerUpsRoom />
      </div>
    </>
  );
}

/**
 * The recommended specialty (in the page's language), its match in plain words, and the
 * runners-up; `null` while the recommendation loads. The frame, its title and the disclaimer are
 * the same elements from the prerendered page's first paint to the answer, and the lines in
 * between take the answer's room: nothing below moves when it comes (decision 0049).
 */
export function SpecialtyBox({ answer }: { answer: Props | null }) {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <section
      aria-labelledby="specialty-title"
      aria-busy={answer === null || undefined}
      className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
    >
      <h2 id="specialty-title" className="text-sm font-medium text-brand-800">
        {t('specialty.title')}
      </h2>
      {answer === null ? <Loading /> : <Answer {...answer} />}
      <p className="mt-4 text-xs text-muted">{t('specialty.disclaimer')}</p>
    </section>
  );
}

function Answer({ 'Recommended specialty': name, specialties, confidence }: Props) {
  const { t } = useTranslation(SEARCH_NS);
  const level = confidenceLevel(confidence);
  const others = specialties.slice(1, 3).filter((s) => s.score >= MIN_ALTERNATIVE_SCORE);
  return (
    <>
      <p className="mt-2 flex items-center gap-3 text-2xl font-bold text-ink">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
          <StethoscopeIcon />
        </span>
        <span className="min-w-0 break-words">{specialtyName(name)}</span>
      </p>
      <p className="mt-3">
        <span className="sr-only">{t('specialty.confidenceLabel')}: </span>
        <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${levelClass[level]}`}>
          {t(`specialty.${level}`)}
        </span>
      </p>
      {others.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-xs font-medium text-muted">{t('specialty.alsoConsider')}</h3>
          <ul className={runnerUpsRow}>
            {others.map((s) => (
              <li
                key={s.id}
                className="rounded-full bg-white px-3 py-1 text-xs font-medium text-ink ring-1 ring-line"
              >
                {specialtyName(s.name)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <RunnerUpsRoom hidden />
      )}
    </>
  );
}
