import { useEffect, useRef } from 'react';

interface Props {
  stream: MediaStream | null;
  label: string;
  /** Your own picture: muted (no echo) and mirrored. */
  self?: boolean;
  testId: string;
  className?: string;
}

/** One video with its name; without a picture, the name alone on a dark tile. */
export function VideoTile({ stream, label, self = false, testId, className = '' }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <figure className={`overflow-hidden rounded-2xl bg-ink ${className}`}>
      <video
        ref={ref}
        data-testid={testId}
        autoPlay
        playsInline
        muted={self}
        className={`size-full object-cover ${self ? '-scale-x-100' : ''}`}
      />
      <figcaption className="absolute bottom-2 start-2 rounded-lg bg-ink/60 px-2 py-0.5 text-xs text-white">
        {label}
      </figcaption>
    </figure>
  );
}
