import {
  type FollowUpQuestion as FollowUp,
  type RecommendationResponse,
  type RedFlagKey,
  symptomText,
} from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { DoctorList } from './components/doctor-list.tsx';
import { EmergencyScreen, type ScreenAnswer } from './components/emergency-screen.tsx';
import { FollowUpQuestion } from './components/follow-up-question.tsx';
import { HealthTips } from './components/health-tips.tsx';
import { HelplineNote } from './components/helpline-note.tsx';
import { ServerNotice, UnreadEmergencyNote } from './components/search-notices.tsx';
import { SearcherHeader } from './components/searcher-header.tsx';
import { SpecialtyBox } from './components/specialty-box.tsx';
import { UrgentNotice } from './components/urgent-notice.tsx';
import { WaitNotice } from './components/wait-notice.tsx';
import { type SearchView, useSearchResults } from './use-search-results.ts';

function SpecialtyArea({ view, signedIn }: { view: SearchView; signedIn: boolean }) {
  switch (view.kind) {
    case 'no-query':
      // The header invites the description and holds the box for it.
      return null;
    case 'loading':
      return <SpecialtyBox answer={null} />;
    case 'notice':
      return (
        <div className="space-y-4">
          <ServerNotice text={view.text} />
          <UnreadEmergencyNote />
        </div>
      );
    case 'wait':
      return (
        <div className="space-y-4">
          <WaitNotice key={view.until} until={view.until} signedIn={signedIn} onDone={view.retry} />
          <UnreadEmergencyNote />
        </div>
      );
    case 'failed':
      return <UnreadEmergencyNote />;
    case 'ready':
      return <SpecialtyBox answer={view.data} />;
  }
}

type Answer = 'yes' | 'no' | ScreenAnswer;

/** The red flag to show: the engine's own, or the one an answer to its question escalates to. */
function escalation(data: RecommendationResponse | null, answer: Answer | null): RedFlagKey | null {
  if (data?.urgent) return data.urgent_reason;
  const followUp = data?.follow_up;
  if (!followUp || answer === null || answer === 'none') return null;
  if (typeof answer === 'object') return answer.item.reason;
  return followUp.escalate_on.includes(answer) ? followUp.reason : null;
}

function Question({
  followUp,
  answer,
  onAnswer,
}: {
  followUp: FollowUp;
  answer: Answer | null;
  onAnswer: (answer: Answer) => void;
}) {
  if (followUp.question === 'emergency_screen') {
    const answered = answer === 'yes' || answer === 'no' ? null : answer;
    return <EmergencyScreen followUp={followUp} answered={answered} onAnswer={onAnswer} />;
  }
  const answered = answer === 'yes' || answer === 'no' ? answer : null;
  return <FollowUpQuestion followUp={followUp} answered={answered} onAnswer={onAnswer} />;
}

/** Search results: the recommendation for the symptoms in `q`, for patients and visitors. */
export function SearchPage() {
  const [params] = useSearchParams();
  const typed = (params.get('q') ?? '').trim();
  // Text of invisible characters only (zero-width spaces, direction marks) describes nothing.
  const q = symptomText(typed) ? typed : '';
  // The prerendered page (decision 0049) is a visitor's: a signed-in patient's picture and name
  // come once the app has taken it over, so the hydration sees the HTML it was sent.
  const hydrated = useHydrated();
  const auth = useAuth();
  const signedIn = auth.patientId;
  const patientId = hydrated ? signedIn : null;
  const view = useSearchResults(q);
  const data = view.kind === 'ready' ? view.data : null;
  const [reply, setReply] = useState<{ q: string; answer: Answer } | null>(null);
  const answer = reply?.q === q ? reply.answer : null;
  const followUp = data?.follow_up ?? null;
  const reason = escalation(data, answer);
  const escalated = !data?.urgent && reason !== null;
  const showNotice = Boolean(data?.urgent) || escalated;
  // The screen comes before the results: they show once it is answered "none of these".
  const screenPending = followUp?.question === 'emergency_screen' && answer === null && !data?.urgent;
  const noticeRef = useRef<HTMLElement>(null);
  // Everyday advice under an emergency notice, or under "call 14 if it may be one" when the words
  // could not be read, would read as careless.
  const tips = !showNotice && view.kind !== 'notice' && view.kind !== 'wait' && view.kind !== 'failed';

  // An answer that escalates moves focus to the notice, so it is read out and seen first.
  useEffect(() => {
    if (escalated) noticeRef.current?.focus();
  }, [escalated]);

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        {showNotice ? <UrgentNotice ref={noticeRef} reason={reason} /> : null}
        {followUp && !showNotice ? (
          <Question followUp={followUp} answer={answer} onAnswer={(a) => setReply({ q, answer: a })} />
        ) : null}
        {data?.helpline && !showNotice ? <HelplineNote /> : null}
        <SearcherHeader patientId={patientId} q={q} />
        {screenPending ? null : (
          <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-1 lg:row-start-1">
              <SpecialtyArea view={view} signedIn={auth.isAuth} />
            </div>
            <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              {/* With no answer to show, "no doctor found" would be read as the answer. */}
              {view.kind === 'no-query' || view.kind === 'notice' || view.kind === 'wait' ? null : (
                <DoctorList doctors={view.kind === 'loading' ? null : (data?.Doctors ?? [])} reason={q} />
              )}
            </div>
            {tips ? (
              <div className="lg:col-start-1 lg:row-start-2">
                <HealthTips />
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
