import type { Visit } from '@reayah/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeEvents } from '#web/lib/event-stream.ts';
import { sendSignal } from './api/visit.ts';
import { MediaError, type MediaProblem, openLocalMedia } from './media.ts';
import { type CallState, type IncomingSignal, Peer } from './peer.ts';

export type Phase = 'idle' | 'media' | CallState | 'ended';

/** The call of one visit page: local media, the peer, the toggles and the state in words. */
export function useCall(visit: Visit) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const peer = useRef<Peer | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  const leave = useCallback((say: boolean) => {
    if (say) peer.current?.hangUp();
    peer.current = null;
    cleanup.current?.();
    cleanup.current = null;
    setLocal((stream) => {
      stream?.getTracks().forEach((track) => track.stop());
      return null;
    });
    setRemote(null);
  }, []);

  const join = useCallback(async () => {
    setProblem(null);
    setPhase('media');
    let media;
    try {
      media = await openLocalMedia();
    } catch (error) {
      setProblem(error instanceof MediaError ? error.problem : 'error');
      setPhase('idle');
      return;
    }
    setAudioOnly(media.audioOnly);
    setLocal(media.stream);
    setMuted(false);
    setCameraOff(false);
    const current = new Peer({
      role: visit.role,
      iceServers: visit.ice_servers,
      local: media.stream,
      send: (signal) => sendSignal(visit.appointment, signal),
      onState: setPhase,
      onRemote: setRemote,
    });
    peer.current = current;
    const offs = [
      subscribeEvents('visit.signal', (data) => {
        const signal = data as IncomingSignal;
        if (signal.appointment === visit.appointment) void current.receive(signal);
      }),
      // A reconnected stream may have missed signals; a network change needs new paths.
      subscribeEvents('open', () => current.mend()),
    ];
    const onOnline = () => current.mend();
    window.addEventListener('online', onOnline);
    cleanup.current = () => {
      offs.forEach((off) => off());
      window.removeEventListener('online', onOnline);
    };
    current.start();
  }, [visit.appointment, visit.role, visit.ice_servers]);

  useEffect(() => () => leave(true), [leave]);

  return {
    phase,
    problem,
    audioOnly,
    local,
    remote,
    muted,
    cameraOff,
    peer,
    join: () => void join(),
    hangUp: () => {
      leave(true);
      setPhase('ended');
    },
    toggleMute: () => {
      peer.current?.setTrackEnabled('audio', muted);
      setMuted(!muted);
    },
    toggleCamera: () => {
      peer.current?.setTrackEnabled('video', cameraOff);
      setCameraOff(!cameraOff);
    },
  };
}
