import type { Visit } from '@reayah/contracts';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useCall } from '../use-call.ts';
import { CallControls } from './call-controls.tsx';
import { VideoTile } from './video-tile.tsx';

const PROBLEM_TEXT = { denied: 'permissionDenied', nodevice: 'noDevice', error: 'mediaError' } as const;

/** Both videos, the toggles, hang-up and the connection state in words. */
export function CallView({ visit }: { visit: Visit }) {
  const { t } = useTranslation('visits');
  const call = useCall(visit);
  const name = visit.other.full_name;
  const inCall = call.local !== null;
  const stateText =
    call.phase === 'waiting' || call.phase === 'left'
      ? t(`state.${call.phase}`, { name })
      : t(`state.${call.phase}`);

  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" data-testid="call-state" className="text-sm font-medium text-ink">
        {stateText}
      </p>
      {call.problem && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
          {t(PROBLEM_TEXT[call.problem])}
        </p>
      )}
      {call.audioOnly && inCall && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">{t('audioOnly')}</p>
      )}
      <div className="relative">
        <VideoTile
          stream={call.remote}
          label={name}
          testId="remote-video"
          className="relative aspect-video w-full"
        />
        <VideoTile
          stream={call.local}
          label={t('you')}
          self
          testId="local-video"
          className="absolute end-3 top-3 aspect-video w-1/3 max-w-48 ring-2 ring-white"
        />
      </div>
      {inCall ? (
        <CallControls
          muted={call.muted}
          cameraOff={call.cameraOff}
          audioOnly={call.audioOnly}
          onMute={call.toggleMute}
          onCamera={call.toggleCamera}
          onHangUp={call.hangUp}
        />
      ) : (
        <div className="flex justify-center">
          <Button onClick={call.join} loading={call.phase === 'media'} size="lg">
            {call.phase === 'ended' || call.problem ? t('rejoin') : t('join')}
          </Button>
        </div>
      )}
    </div>
  );
}
