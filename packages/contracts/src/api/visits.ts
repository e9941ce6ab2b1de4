import { z } from 'zod';
import { idParam } from './common.ts';
import { createConsultationBody } from './doctor-consultations.ts';
import { participantRole } from './messaging.ts';
import { visitKind } from './visit-kind.ts';

// Video visits: an appointment whose slot said "video", joined in the browser at /visit/{id}.

/** Minutes before the start when "Join video visit" appears. */
export const VISIT_JOIN_EARLY_MINUTES = 10;

export const visitParams = z.object({
  appointmentId: idParam,
});

export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

export const visitResponse = z.object({
  appointment: z.number(),
  kind: visitKind,
  role: participantRole,
  other: z.object({ full_name: z.string() }),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** When joining opens and closes (ISO instants). */
  opens_at: z.string(),
  closes_at: z.string(),
  /** Whether the call can be joined right now. */
  open: z.boolean(),
  patient: z.number(),
  ice_servers: z.array(iceServer),
});
export type Visit = z.infer<typeof visitResponse>;

export const SIGNAL_TYPES = ['hello', 'offer', 'answer', 'candidate', 'restart', 'bye'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** The longest SDP description a signalling message carries (a video call's offer is a few KB). */
export const SIGNAL_SDP_MAX_LENGTH = 10_000;
/** Signalling messages one person may send per visit in ten seconds (a call's start trickles ~20). */
export const SIGNALS_PER_10_SECONDS = 40;

/** One WebRTC signalling message, passed to the other party's event stream untouched. */
export const signalBody = z
  .object({
    type: z.enum(SIGNAL_TYPES),
    /** The sending page's peer-connection id, so stale messages from an older call are ignored. */
    session: z.string().min(1).max(64),
    sdp: z
      .string()
      .max(SIGNAL_SDP_MAX_LENGTH, 'An SDP description can hold at most 10000 characters.')
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(1000, 'An ICE candidate can hold at most 1000 characters.'),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .strict();
export type Signal = z.infer<typeof signalBody>;

export const VISIT_TEXT = {
  notVideo: 'This appointment is an in-person visit.',
  closed: 'This video visit is not open now.',
  tooFast: 'Too many signalling messages. Try again in {{wait}}.',
} as const;

/** The consultation the doctor writes during the call; the patient is the appointment's. */
export const visitConsultationBody = createConsultationBody
  .omit({ doctor: true, patient: true, is_approved: true, id_card_patient: true })
  .extend({ next_consultaion: createConsultationBody.shape.next_consultaion.optional() })
  .strict();
export type VisitConsultationBody = z.input<typeof visitConsultationBody>;

export const upcomingVisit = z.object({
  appointment: z.number(),
  other: z.object({ full_name: z.string() }),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  open: z.boolean(),
});
export const upcomingVisitList = z.object({ results: z.array(upcomingVisit) });
export type UpcomingVisit = z.infer<typeof upcomingVisit>;
