import { describe, expect, it } from 'vitest';
import { type InviteKind, interviewInvite } from './interview-invite';

const invite = (kind: InviteKind, overrides: Partial<Parameters<typeof interviewInvite>[0]> = {}) =>
  interviewInvite({
    kind,
    interviewId: 42,
    rescheduleCount: 2,
    start: new Date('2027-03-02T09:30:00Z'),
    duration: 90,
    title: 'Interview: Clara Candidate — Senior React Engineer',
    description: 'Interview scheduled with Clara Candidate.\nWhen: Tue, 2 Mar 2027, 10:30 (Europe/Berlin)',
    callLink: 'https://meet.example.com/room-1',
    organizerEmail: 'no-reply@example.com',
    attendee: { name: 'Ivan Interviewer', email: 'ivan@example.com' },
    appHost: 'hub.example.com',
    ...overrides,
  });

/** The content lines, long lines unfolded (RFC 5545 §3.1: CRLF followed by one space continues a line). */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const property = (text: string, name: string) =>
  linesOf(text).filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('interviewInvite', () => {
  it('asks the interviewer to attend one event per interview, from start to start + duration', () => {
    const text = invite('created');
    const lines = linesOf(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:interview-42@hub.example.com',
        'SEQUENCE:2',
        'STATUS:CONFIRMED',
        'DTSTART:20270302T093000Z',
        'DTEND:20270302T110000Z',
        'SUMMARY:Interview: Clara Candidate — Senior React Engineer',
        'LOCATION:https://meet.example.com/room-1',
      ]),
    );
    expect(property(text, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Interview Hub":mailto:no-reply@example.com']);
    const [attendee] = property(text, 'ATTENDEE');
    expect(attendee).toContain('RSVP=TRUE');
    expect(attendee).toContain('ROLE=REQ-PARTICIPANT');
    expect(attendee).toMatch(/CN="Ivan Interviewer":mailto:ivan@example\.com$/i);
  });

  it('keeps the UID and raises SEQUENCE once more when the interview is cancelled', () => {
    const lines = linesOf(invite('cancelled'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'UID:interview-42@hub.example.com',
        'SEQUENCE:3',
      ]),
    );
  });

  it('escapes text and folds long lines at 75 octets, with CRLF line ends', () => {
    const text = invite('rescheduled', {
      description: `Notes; with, commas\n${'Überprüfung der Architektur '.repeat(8)}`,
      callLink: null,
    });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/[^\r]\n/);
    const [description] = property(text, 'DESCRIPTION');
    expect(description).toMatch(/^DESCRIPTION:Notes\\; with\\, commas\\nÜberprüfung der Architektur/);
    expect(property(text, 'LOCATION')).toEqual([]);
    expect(property(text, 'URL')).toEqual([]);
  });
});
