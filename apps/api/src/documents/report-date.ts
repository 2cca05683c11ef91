/**
 * 'D MMM YYYY, HH:mm ZONE (Area/City)' in the agency's time zone, e.g. '5 Mar 2026, 10:30 CET (Europe/Berlin)':
 * the report leaves the agency, so the zone is always named, by its abbreviation and unambiguously by its IANA id.
 *
 * @example formatReportDateTime(new Date('2026-07-05T09:30:00Z'), 'Europe/Kyiv') // '5 Jul 2026, 12:30 EEST (Europe/Kyiv)'
 */
export function formatReportDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const abbreviation = zoneAbbreviation(date, timeZone);
  const zone =
    timeZone.replace(/^Etc\//, '') === abbreviation ? abbreviation : `${abbreviation} (${timeZone})`;
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${zone}`;
}

/**
 * The zone's short name at that moment (summer time included): British English knows the European ones (CET, EEST,
 * BST), American English the American ones (EST, PDT); elsewhere both give the offset, such as 'GMT+5:30'.
 */
function zoneAbbreviation(date: Date, timeZone: string): string {
  const named = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const british = named('en-GB');
  if (!/^GMT[+-]/.test(british)) return british;
  const american = named('en-US');
  return /^GMT[+-]/.test(american) ? british : american;
}
