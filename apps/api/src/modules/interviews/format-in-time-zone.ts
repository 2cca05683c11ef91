import { formatterPerTimeZone } from '@interview-hub/contracts/interview-slots';

const interviewerClock = formatterPerTimeZone('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * "Tue, 24 Nov 2026, 14:30 CET (Europe/Berlin)" in the recipient's own time zone. The short zone name (an
 * abbreviation, or the offset where British English has none: "GMT+5:30", "GMT-5") tells the two 01:30s of a
 * night the clocks go back apart, and the IANA name says which place's clock it is.
 */
export function formatInTimeZone(date: Date, timeZone: string): string {
  return `${interviewerClock(timeZone).format(date)} (${timeZone})`;
}
