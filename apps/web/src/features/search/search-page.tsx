import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { DoctorList } from './components/doctor-list.tsx';
import { HealthTips } from './components/health-tips.tsx';
import { DoctorsSkeleton, SpecialtySkeleton } from './components/results-skeleton.tsx';
import { NoQueryNotice, ServerNotice, SignedOutNotice } from './components/search-notices.tsx';
import { SearcherHeader } from './components/searcher-header.tsx';
import { SpecialtyBox } from './components/specialty-box.tsx';
import { FollowUpQuestion } from './components/follow-up-question.tsx';
import { UrgentNotice } from './components/urgent-notice.tsx';
import { type SearchView, useSearchResults } from './use-search-results.ts';

function SpecialtyArea({ view }: { view: SearchView }) {
  switch (view.kind) {
    case 'no-query':
      return <NoQueryNotice />;
    case 'signed-out':
      return <SignedOutNotice />;
    case 'loading':
      return <SpecialtySkeleton />;
    case 'notice':
      return <ServerNotice text={view.text} />;
    case 'failed':
      return null;
    case 'ready':
      return <SpecialtyBox {...view.data} />;
  }
}

/** SPEC §2 "Search results": the recommendation for the symptoms in `q`. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { patientId } = useAuth();
  const view = useSearchResults(q, patientId);
  const data = view.kind === 'ready' ? view.data : null;
  const [reply, setReply] = useState<{ q: string; answer: 'yes' | 'no' } | null>(null);
  const answered = reply?.q === q ? reply.answer : null;
  const followUp = data?.follow_up ?? null;
  const escalated = followUp !== null && answered !== null && followUp.escalate_on.includes(answered);
  const reason = data?.urgent ? data.urgent_reason : escalated ? followUp.reason : null;
  const noticeRef = useRef<HTMLElement>(null);

  // An answer that escalates moves focus to the notice, so it is read out and seen first.
  useEffect(() => {
    if (escalated) noticeRef.current?.focus();
  }, [escalated]);

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        {data?.urgent || escalated ? <UrgentNotice ref={noticeRef} reason={reason} /> : null}
        {followUp && !data?.urgent && !escalated ? (
          <FollowUpQuestion
            followUp={followUp}
            answered={answered}
            onAnswer={(answer) => setReply({ q, answer })}
          />
        ) : null}
        <SearcherHeader patientId={patientId} q={q} />
        <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-1 lg:row-start-1">
            <SpecialtyArea view={view} />
          </div>
          <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {view.kind === 'loading' ? <DoctorsSkeleton /> : <DoctorList doctors={data?.Doctors ?? []} />}
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <HealthTips />
          </div>
        </div>
      </div>
    </div>
  );
}
