import { algeriaInstant } from '@reayah/contracts';

export interface CalendarEvent {
  /** Stable per appointment, e.g. `appointment-42@reayah.dz`. */
  uid: string;
  /** Incremented on every reschedule. */
  sequence: number;
  /** `YYYY-MM-DD`, the appointment's local day in Algeria. */
  day: string;
  /** `HH:MM:SS`, local Algeria time. */
  startTime: string;
  endTime: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  status: 'CONFIRMED' | 'CANCELLED';
  /** DTSTAMP: when this file was made. */
  stamp: Date;
}

/** The instant a local day and time name; a value that is not a real day and time is refused. */
function localInstant(day: string, time: string): Date {
  const at = algeriaInstant(day, time);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a day and time: ${day} ${time}`);
  return at;
}

/** `20260315T083000Z` */
function utc(at: number | Date): string {
  return new Date(at).toISOString().replace(/[-:]|\.\d{3}/g, '');
}

function text(value: string): string {
  return value.replace(/[\\;,]/g, '\\$&').replace(/\r\n?|\n/g, '\\n');
}

/** A CN parameter: no double quote can be written, and `:`, `;` or `,` need the value quoted. */
function param(value: string): string {
  const clean = value.replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line so no physical line is over 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  let out = '';
  let size = 0;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    if (size + octets > 75) {
      out += '\r\n ';
      size = 1;
    }
    out += char;
    size += octets;
  }
  return out;
}

/** An appointment as an iCalendar file (RFC 5545), times in UTC. */
export function calendarFile(
  event: CalendarEvent,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH' = 'PUBLISH',
): string {
  const start = localInstant(event.day, event.startTime);
  const end = localInstant(event.day, event.endTime);
  if (end <= start) {
    throw new RangeError(`An event must end after it starts: ${event.startTime}-${event.endTime}`);
  }
  if (!Number.isInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError(`Not a sequence number: ${event.sequence}`);
  }
  const { organizer, attendee } = event;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reayah//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.summary)}`,
    event.description !== undefined && `DESCRIPTION:${text(event.description)}`,
    event.location !== undefined && `LOCATION:${text(event.location)}`,
    event.url !== undefined && `URL:${new URL(event.url).href}`,
    organizer && `ORGANIZER;CN=${param(organizer.name)}:mailto:${organizer.email}`,
    attendee && `ATTENDEE;CN=${param(attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  // No control character but tab is valid in a value, and a stray line break would start a new property.
  const clean = (line: string) => fold(line.replace(/(?!\t)\p{Cc}/gu, ''));
  return lines.flatMap((line) => (line ? [clean(line)] : [])).join('\r\n') + '\r\n';
}
