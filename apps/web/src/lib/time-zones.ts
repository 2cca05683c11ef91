import { viewerTimeZone } from './format-date';

/**
 * The IANA time zones a person can pick, each labelled with its current UTC offset: "Europe/Berlin (UTC+01:00)".
 * The runtime's list (`Intl.supportedValuesOf`) keeps ICU's older names for a few places (Asia/Calcutta,
 * Europe/Kiev); those are shown under today's names, which every runtime also accepts, so a search for
 * "Kolkata" finds India. The offset is the one in force now: it changes with daylight saving time.
 */
const currentNames: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Today's name of a zone the runtime may report under an older one (the viewer's own zone, for one). */
export function currentTimeZoneName(zone: string): string {
  return currentNames[zone] ?? zone;
}

/** Whether a zone is the viewer's own, under either of its names. */
export function isViewerTimeZone(zone: string): boolean {
  return currentTimeZoneName(zone) === currentTimeZoneName(viewerTimeZone());
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "UTC+05:30" for Asia/Kolkata at `at`; "UTC+00:00" for London in winter. */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT+05:30', or plain 'GMT' at offset zero.
  return `UTC${name && name !== 'GMT' ? name.slice(3) : '+00:00'}`;
}

/** "Europe/Berlin (UTC+01:00)". */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  return `${zone} (${utcOffsetLabel(zone, at)})`;
}

export type TimeZoneOption = { value: string; label: string };

let options: TimeZoneOption[] | null = null;

/** Every zone, by name, with UTC first. Made once, on first use: about 420 formatters. */
export function timeZoneOptions(): TimeZoneOption[] {
  if (!options) {
    const now = new Date();
    const zones = new Set(Intl.supportedValuesOf('timeZone').map(currentTimeZoneName));
    zones.delete('UTC');
    options = ['UTC', ...[...zones].sort()].map((zone) => ({ value: zone, label: timeZoneLabel(zone, now) }));
  }
  return options;
}
