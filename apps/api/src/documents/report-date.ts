/**
 * 'D MMM YYYY, HH:mm ZONE (Area/City)' in the agency's time zone, e.g. '5 Mar 2026, 10:30 CET (Europe/Berlin)':
 * the report leaves the agency, so the zone is always named, by its abbreviation and unambiguously by its IANA id.
 *
 * @example formatReportDateTime(new Date('2026-07-05T09:30:00Z'), 'Europe/Kyiv') // '5 Jul 2026, 12:30 EEST (Europe/Kyiv)'
 */
export function formatReportDateTime(date: Date, timeZone: string): string {
  const abbreviation = zoneAbbreviation(date, timeZone);
  const zone =
    timeZone.replace(/^Etc\//, '') === abbreviation ? abbreviation : `${abbreviation} (${timeZone})`;
  return `${formatReportShortDateTime(date, timeZone)} ${zone}`;
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

/** Formats made once per locale, zone and options: a statement formats hundreds of dates. */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * 'D MMM YYYY, HH:mm' in the agency's zone, for a table where the zone is named once above it.
 *
 * @example formatReportShortDateTime(new Date('2026-07-05T09:30:00Z'), 'Europe/Kyiv') // '5 Jul 2026, 12:30'
 */
export function formatReportShortDateTime(date: Date, timeZone: string): string {
  const parts = partsIn(date, timeZone, 'en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/**
 * 'YYYY-MM-DD HH:mm' in the agency's zone: what a spreadsheet reads as a date and time.
 *
 * @example formatSheetDateTime(new Date('2026-07-05T09:30:00Z'), 'Europe/Kyiv') // '2026-07-05 12:30'
 */
export function formatSheetDateTime(date: Date, timeZone: string): string {
  const parts = partsIn(date, timeZone, 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
