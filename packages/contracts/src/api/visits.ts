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

/** One WebRTC signalling message, passed to the other party's event stream untouched. */
export const signalBody = z
  .object({
    type: z.enum(SIGNAL_TYPES),
    /** The sending page's peer-connection id, so stale messages from an older call are ignored. */
    session: z.string().min(1).max(64),
    sdp: z.string().max(20_000).optional(),
    candidate: z
      .object({
        candidate: z.string().max(2000),
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
