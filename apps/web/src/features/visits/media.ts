export type MediaProblem = 'denied' | 'nodevice' | 'error';

export interface LocalMedia {
  stream: MediaStream;
  /** True when no camera could be used: the call goes on with sound only. */
  audioOnly: boolean;
}

function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'nodevice';
  return 'error';
}

export class MediaError extends Error {
  readonly problem: MediaProblem;
  constructor(problem: MediaProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** Camera and microphone; without a camera, the microphone alone; a named problem otherwise. */
export async function openLocalMedia(): Promise<LocalMedia> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaError('nodevice');
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: true,
      video: { width: 640, height: 480 },
    });
    return { stream, audioOnly: false };
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'denied') throw new MediaError(problem);
    try {
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true }), audioOnly: true };
    } catch (second) {
      throw new MediaError(problemOf(second));
    }
  }
}
