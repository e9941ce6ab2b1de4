import {
  type IceServer,
  type Signal,
  SIGNALS_PER_10_SECONDS,
  type UpcomingVisit,
  VISIT_TEXT,
  type Visit,
} from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { conflict } from '#api/lib/errors.ts';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { publishToUsers } from '../messaging/notify.ts';
import { inboxSide } from '../messaging/access.ts';
import { visitParty } from './access.ts';
import { upcomingVideoVisits } from './repository.ts';
import { turnServer } from './turn.ts';
import { joinWindow } from './window.ts';

const SIGNALLING: Limit = { name: 'visit-signal', limit: SIGNALS_PER_10_SECONDS, windowMs: 10_000 };

export function createVisitService(deps: Deps) {
  const { db, config } = deps;
  const limits = createRateLimiter(deps);

  /**
   * The ICE servers of a video visit, for one of its two people while it is open: the STUN servers
   * of ICE_SERVERS and TURN credentials of their own, valid until the visit closes. Nothing otherwise.
   */
  function iceServers(userId: number, open: boolean, closes: Date): IceServer[] {
    if (!open) return [];
    const turn =
      config.TURN_URLS && config.TURN_SECRET
        ? [turnServer({ urls: config.TURN_URLS, secret: config.TURN_SECRET }, userId, closes)]
        : [];
    return [...config.ICE_SERVERS, ...turn];
  }

  return {
    /** The caller's video visits not yet ended, soonest first, each saying whether it can be joined now. */
    async upcoming(identity: Identity): Promise<{ results: UpcomingVisit[] }> {
      const { side, ownId } = inboxSide(identity);
      const now = deps.now();
      const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
      const rows = await upcomingVideoVisits(db, side, ownId, yesterday);
      const results = rows.flatMap((r) => {
        const window = joinWindow(r.day, r.startTime, r.endTime);
        if (window.closes <= now) return [];
        return [
          {
            appointment: r.id,
            other: { full_name: side === 'patient' ? r.doctorName : r.patientName },
            day: r.day,
            start_time: r.startTime,
            end_time: r.endTime,
            opens_at: window.opens.toISOString(),
            closes_at: window.closes.toISOString(),
            open: window.isOpen(now),
          },
        ];
      });
      return { results };
    },

    async get(identity: Identity, appointmentId: number): Promise<Visit> {
      const { visit, side } = await visitParty(db, identity, appointmentId);
      const window = joinWindow(visit.day, visit.startTime, visit.endTime);
      const open = visit.kind === 'video' && window.isOpen(deps.now());
      return {
        appointment: visit.id,
        kind: visit.kind,
        role: side,
        other: { full_name: side === 'doctor' ? visit.patientName : visit.doctorName },
        day: visit.day,
        start_time: visit.startTime,
        end_time: visit.endTime,
        opens_at: window.opens.toISOString(),
        closes_at: window.closes.toISOString(),
        open,
        patient: visit.patientId,
        ice_servers: iceServers(identity.userId, open, window.closes),
      };
    },

    /** Passes one signalling message to the other party's event stream while the visit is open. */
    async signal(identity: Identity, appointmentId: number, signal: Signal): Promise<void> {
      enforce(await limits.hit(SIGNALLING, `${identity.userId}:${appointmentId}`), (wait) =>
        VISIT_TEXT.tooFast.replace('{{wait}}', wait),
      );
      await db.transaction(async (tx) => {
        const { visit, side, otherUser } = await visitParty(tx, identity, appointmentId);
        if (visit.kind !== 'video') throw conflict(VISIT_TEXT.notVideo);
        if (!joinWindow(visit.day, visit.startTime, visit.endTime).isOpen(deps.now()))
          throw conflict(VISIT_TEXT.closed);
        await publishToUsers(deps, tx, [otherUser], 'visit.signal', {
          appointment: visit.id,
          from: side,
          ...signal,
        });
      });
    },
  };
}
