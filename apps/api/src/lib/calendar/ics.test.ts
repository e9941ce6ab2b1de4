import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './ics.ts';
import { calendarFile } from './ics.ts';

const event: CalendarEvent = {
  uid: 'appointment-42@reayah.dz',
  sequence: 0,
  day: '2026-03-15',
  startTime: '09:30:00',
  endTime: '10:00:00',
  summary: 'Consultation',
  status: 'CONFIRMED',
  stamp: new Date('2026-03-01T12:34:56.789Z'),
};

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** What a calendar program does first: unfold, split into lines, read name, parameters and value. */
function parse(ics: string): Property[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
      if (!match) throw new Error(`Not a content line: ${line}`);
      const params = [...(match[2] ?? '').matchAll(/;([A-Z-]+)=("[^"]*"|[^;]*)/g)].map(([, k, v]) => [k, v]);
      return { name: match[1] ?? '', params: Object.fromEntries(params), value: match[3] ?? '' };
    });
}

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
}

/** The one property with that name; fails if there are none or several. */
function property(ics: string, name: string): Property {
  const found = parse(ics).filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as Property;
}

function value(ics: string, name: string): string {
  return property(ics, name).value;
}

/** The physical lines as a program reading the bytes sees them. */
function octetLines(ics: string): Uint8Array[] {
  const bytes = new TextEncoder().encode(ics);
  const lines: Uint8Array[] = [];
  let from = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10) {
      lines.push(bytes.subarray(from, i));
      from = i + 2;
    }
  }
  expect(from).toBe(bytes.length);
  return lines;
}

describe('calendarFile', () => {
  it('writes a calendar with one event and every required property', () => {
    const ics = calendarFile(event);
    expect(parse(ics).map((p) => p.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'SEQUENCE',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'STATUS',
      'END',
      'END',
    ]);
    expect(parse(ics).filter((p) => p.name === 'BEGIN' || p.name === 'END')).toMatchObject([
      { name: 'BEGIN', value: 'VCALENDAR' },
      { name: 'BEGIN', value: 'VEVENT' },
      { name: 'END', value: 'VEVENT' },
      { name: 'END', value: 'VCALENDAR' },
    ]);
    expect(value(ics, 'VERSION')).toBe('2.0');
    expect(value(ics, 'PRODID')).toBe('-//Reayah//Appointments//EN');
    expect(value(ics, 'CALSCALE')).toBe('GREGORIAN');
    expect(value(ics, 'METHOD')).toBe('PUBLISH');
    expect(value(ics, 'UID')).toBe('appointment-42@reayah.dz');
    expect(value(ics, 'SUMMARY')).toBe('Consultation');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
  });

  it('ends every line, the last one too, with CRLF', () => {
    const ics = calendarFile({ ...event, description: 'line one\nline two\r\nline three\rfour '.repeat(8) });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n|\r[^\n]/);
  });

  it('gives times in UTC: 09:30 in Algiers is 08:30Z', () => {
    const ics = calendarFile(event);
    expect(value(ics, 'DTSTART')).toBe('20260315T083000Z');
    expect(value(ics, 'DTEND')).toBe('20260315T090000Z');
    expect(value(ics, 'DTSTAMP')).toBe('20260301T123456Z');
  });

  it('is UTC+1 in summer too, and moves to the day before just after midnight', () => {
    const summer = calendarFile({ ...event, day: '2026-07-20', startTime: '14:15:00', endTime: '14:45:00' });
    expect(value(summer, 'DTSTART')).toBe('20260720T131500Z');
    const midnight = calendarFile({
      ...event,
      day: '2027-01-01',
      startTime: '00:00:00',
      endTime: '00:30:00',
    });
    expect(value(midnight, 'DTSTART')).toBe('20261231T230000Z');
    expect(value(midnight, 'DTEND')).toBe('20261231T233000Z');
  });

  it('refuses days and times that do not exist, and events that end before they start', () => {
    expect(() => calendarFile({ ...event, day: '2026-02-30' })).toThrow(RangeError);
    expect(() => calendarFile({ ...event, startTime: '24:00:00' })).toThrow(RangeError);
    expect(() => calendarFile({ ...event, startTime: '9:30' })).toThrow(RangeError);
    expect(() => calendarFile({ ...event, endTime: '09:30:00' })).toThrow(RangeError);
    expect(() => calendarFile({ ...event, sequence: 1.5 })).toThrow(RangeError);
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    const summary = 'Dr. Benali; cardiology, room 3\\B';
    const description = 'Bring:\n- your card;\r\n- old results, if any\rThanks';
    const ics = calendarFile({ ...event, summary, description, location: 'Clinic, Oran' });
    expect(value(ics, 'SUMMARY')).toBe('Dr. Benali\\; cardiology\\, room 3\\\\B');
    expect(value(ics, 'LOCATION')).toBe('Clinic\\, Oran');
    expect(value(ics, 'DESCRIPTION')).toBe('Bring:\\n- your card\\;\\n- old results\\, if any\\nThanks');
    expect(unescape(value(ics, 'DESCRIPTION'))).toBe('Bring:\n- your card;\n- old results, if any\nThanks');
  });

  it('cannot be made to start a new property from inside a value', () => {
    const ics = calendarFile({
      ...event,
      summary: 'Visit\r\nATTENDEE:mailto:someone@example.com',
      organizer: { name: 'Dr\r\nATTENDEE:mailto:x@example.com', email: 'doctor@reayah.dz' },
    });
    expect(parse(ics).filter((p) => p.name === 'ATTENDEE')).toEqual([]);
    expect(property(ics, 'ORGANIZER').params.CN).toBe('"DrATTENDEE:mailto:x@example.com"');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the original', () => {
    const description = 'موعدكم مع الطبيب غدًا صباحًا، يرجى إحضار بطاقة الشفاء والتحاليل السابقة 🩺. '.repeat(
      6,
    );
    const ics = calendarFile({ ...event, summary: 'استشارة طبية عن بعد', description });
    const lines = octetLines(ics);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // A fold inside a character leaves bytes that are not UTF-8 on their own.
      expect(() => decoder.decode(line)).not.toThrow();
    }
    const continuations = lines.map((line) => decoder.decode(line)).filter((line) => line.startsWith(' '));
    expect(continuations.length).toBeGreaterThan(5);
    expect(unescape(value(ics, 'DESCRIPTION'))).toBe(description);
    expect(value(ics, 'SUMMARY')).toBe('استشارة طبية عن بعد');
  });

  it('folds a line only once it is over 75 octets', () => {
    const fits = calendarFile({ ...event, summary: 'x'.repeat(75 - 'SUMMARY:'.length) });
    expect(fits).toContain(`\r\nSUMMARY:${'x'.repeat(67)}\r\nSTATUS`);
    const over = calendarFile({ ...event, summary: 'x'.repeat(76 - 'SUMMARY:'.length) });
    expect(over).toContain(`\r\nSUMMARY:${'x'.repeat(67)}\r\n x\r\nSTATUS`);
  });

  it('names organizer and attendee, quoting names with : ; or , and dropping double quotes', () => {
    const ics = calendarFile({
      ...event,
      organizer: { name: 'Benali, Amina', email: 'amina.benali@reayah.dz' },
      attendee: { name: 'Karim "Kiki" Haddad', email: 'karim@example.dz' },
      url: 'https://reayah.dz/visits/42',
    });
    expect(property(ics, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: { CN: '"Benali, Amina"' },
      value: 'mailto:amina.benali@reayah.dz',
    });
    expect(property(ics, 'ATTENDEE')).toEqual({
      name: 'ATTENDEE',
      params: { CN: 'Karim Kiki Haddad', ROLE: 'REQ-PARTICIPANT' },
      value: 'mailto:karim@example.dz',
    });
    expect(value(ics, 'URL')).toBe('https://reayah.dz/visits/42');
    expect(calendarFile({ ...event, attendee: { name: 'Dr: A; B', email: 'a@b.dz' } })).toContain(
      'ATTENDEE;CN="Dr: A; B";ROLE=REQ-PARTICIPANT:mailto:a@b.dz',
    );
  });

  it('sends a reschedule as a request with the same UID and a higher sequence', () => {
    const ics = calendarFile(
      { ...event, sequence: 2, startTime: '11:00:00', endTime: '11:30:00' },
      'REQUEST',
    );
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'UID')).toBe(event.uid);
    expect(value(ics, 'SEQUENCE')).toBe('2');
    expect(value(ics, 'DTSTART')).toBe('20260315T100000Z');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, keeping UID and sequence', () => {
    const ics = calendarFile({ ...event, sequence: 3 }, 'CANCEL');
    expect(value(ics, 'METHOD')).toBe('CANCEL');
    expect(value(ics, 'STATUS')).toBe('CANCELLED');
    expect(value(ics, 'UID')).toBe(event.uid);
    expect(value(ics, 'SEQUENCE')).toBe('3');
    expect(value(calendarFile({ ...event, status: 'CANCELLED' }), 'STATUS')).toBe('CANCELLED');
  });
});
