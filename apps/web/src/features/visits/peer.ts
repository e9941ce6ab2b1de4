import type { IceServer, ParticipantRole, Signal } from '@reayah/contracts';

export type CallState = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'left';

export interface IncomingSignal extends Signal {
  appointment: number;
  from: ParticipantRole;
}

interface Options {
  role: ParticipantRole;
  iceServers: IceServer[];
  local: MediaStream;
  send(signal: Signal): Promise<unknown>;
  onState(state: CallState): void;
  onRemote(stream: MediaStream | null): void;
}

const newId = () => crypto.randomUUID();

/**
 * One side of a two-person WebRTC call. The doctor always makes the offer, so the two never offer
 * at once: each side says `hello` on arrival, the patient answers the doctor's hello with its own,
 * and the doctor answers any hello with a fresh offer. Every offer names a call id; answers and ICE
 * candidates carry it, so messages of an earlier attempt are ignored. A lost network path is mended
 * by an ICE restart, asked for by the patient and offered by the doctor.
 */
export class Peer {
  private pc: RTCPeerConnection | null = null;
  private callId: string | null = null;
  private queued: RTCIceCandidateInit[] = [];
  private stalled: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly o: Options;

  constructor(options: Options) {
    this.o = options;
  }

  start() {
    this.o.onState('waiting');
    void this.say({ type: 'hello', session: newId() });
  }

  /** After the event stream reconnects or the network comes back. */
  mend() {
    if (this.closed) return;
    if (!this.pc) return this.start();
    const state = this.pc.connectionState;
    if (state === 'connected') return;
    this.restart();
  }

  async receive(signal: IncomingSignal) {
    if (this.closed || signal.from === this.o.role) return;
    switch (signal.type) {
      case 'hello':
        if (this.o.role === 'doctor') await this.offer(true);
        else void this.say({ type: 'hello', session: newId() });
        return;
      case 'offer':
        return this.answer(signal);
      case 'answer':
        if (this.pc && signal.session === this.callId && signal.sdp)
          await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        return this.flush();
      case 'candidate':
        return this.addCandidate(signal);
      case 'restart':
        if (this.o.role === 'doctor' && signal.session === this.callId) await this.offer(false);
        return;
      case 'bye':
        this.drop();
        this.o.onState('left');
        return;
    }
  }

  setTrackEnabled(kind: 'audio' | 'video', enabled: boolean) {
    for (const track of this.o.local.getTracks()) if (track.kind === kind) track.enabled = enabled;
  }

  hangUp() {
    if (this.closed) return;
    if (this.callId) void this.say({ type: 'bye', session: this.callId });
    this.closed = true;
    this.drop();
  }

  /** The live connection, for statistics. */
  get connection() {
    return this.pc;
  }

  private say(signal: Signal) {
    return this.o.send(signal).catch(() => undefined);
  }

  private create(callId: string) {
    this.drop();
    this.callId = callId;
    this.queued = [];
    const pc = new RTCPeerConnection({ iceServers: this.o.iceServers });
    for (const track of this.o.local.getTracks()) pc.addTrack(track, this.o.local);
    pc.ontrack = (event) => this.o.onRemote(event.streams[0] ?? new MediaStream([event.track]));
    pc.onicecandidate = (event) => {
      const c = event.candidate;
      if (c) {
        const candidate = { candidate: c.candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex };
        void this.say({ type: 'candidate', session: callId, candidate });
      }
    };
    pc.onconnectionstatechange = () => this.onConnection(pc);
    this.pc = pc;
    return pc;
  }

  private onConnection(pc: RTCPeerConnection) {
    if (pc !== this.pc) return;
    if (this.stalled) clearTimeout(this.stalled);
    this.stalled = null;
    const state = pc.connectionState;
    if (state === 'connected') this.o.onState('connected');
    else if (state === 'connecting' || state === 'new') this.o.onState('connecting');
    else if (state === 'disconnected') {
      this.o.onState('reconnecting');
      // Often mends itself within seconds; otherwise restart ICE.
      this.stalled = setTimeout(() => this.restart(), 3000);
    } else if (state === 'failed') {
      this.o.onState('failed');
      this.restart();
    }
  }

  private restart() {
    if (this.closed || !this.callId) return;
    if (this.o.role === 'doctor') void this.offer(false);
    else void this.say({ type: 'restart', session: this.callId });
  }

  private async offer(fresh: boolean) {
    const pc = fresh || !this.pc || !this.callId ? this.create(newId()) : this.pc;
    const callId = this.callId as string;
    this.o.onState(fresh ? 'connecting' : 'reconnecting');
    const offer = await pc.createOffer({ iceRestart: !fresh });
    if (pc !== this.pc) return;
    await pc.setLocalDescription(offer);
    await this.say({ type: 'offer', session: callId, sdp: offer.sdp ?? '' });
  }

  private async answer(signal: IncomingSignal) {
    if (this.o.role !== 'patient' || !signal.sdp) return;
    const pc = signal.session === this.callId && this.pc ? this.pc : this.create(signal.session);
    this.o.onState(pc.connectionState === 'connected' ? 'connected' : 'connecting');
    await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
    await this.flush();
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await this.say({ type: 'answer', session: signal.session, sdp: answer.sdp ?? '' });
  }

  private async addCandidate(signal: IncomingSignal) {
    if (!signal.candidate || signal.session !== this.callId) return;
    const candidate = { ...signal.candidate, sdpMid: signal.candidate.sdpMid ?? null };
    if (this.pc?.remoteDescription) await this.pc.addIceCandidate(candidate).catch(() => undefined);
    else this.queued.push(candidate);
  }

  private async flush() {
    const pc = this.pc;
    if (!pc?.remoteDescription) return;
    const queued = this.queued;
    this.queued = [];
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private drop() {
    if (this.stalled) clearTimeout(this.stalled);
    this.stalled = null;
    this.pc?.close();
    this.pc = null;
    this.o.onRemote(null);
  }
}
