import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  muted: boolean;
  cameraOff: boolean;
  audioOnly: boolean;
  onMute(): void;
  onCamera(): void;
  onHangUp(): void;
}

export function CallControls({ muted, cameraOff, audioOnly, onMute, onCamera, onHangUp }: Props) {
  const { t } = useTranslation('visits');
  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="outline" onClick={onMute} aria-pressed={muted}>
        {muted ? t('unmute') : t('mute')}
      </Button>
      {!audioOnly && (
        <Button variant="outline" onClick={onCamera} aria-pressed={cameraOff}>
          {cameraOff ? t('cameraOn') : t('cameraOff')}
        </Button>
      )}
      <Button variant="danger" onClick={onHangUp}>
        {t('hangUp')}
      </Button>
    </div>
  );
}
