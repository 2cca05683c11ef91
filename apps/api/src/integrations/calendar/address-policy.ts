import ipaddr from 'ipaddr.js';
import { CalendarFetchError, calendarFetchMessages } from './calendar-fetch-error';

/** What a calendar fetch may reach. */
export type AddressPolicy = {
  /**
   * Outside production only: loopback addresses, over http too (a calendar served on this machine, as the tests
   * and journeys do). Every other non-public address is refused everywhere.
   */
  allowLoopback: boolean;
};

/**
 * The address to fetch, as a URL: `webcal://` is read as `https://` (the scheme calendar apps use for the same
 * link); `http://` passes here and is held to loopback by `checkAddresses`; any other scheme is refused.
 */
export function calendarUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new CalendarFetchError(calendarFetchMessages.scheme);
  }
  if (url.protocol === 'webcal:') url = new URL(`https:${url.href.slice('webcal:'.length)}`);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw new CalendarFetchError(calendarFetchMessages.scheme);
  }
  return url;
}

/** The IP literal a URL's host is, without IPv6 brackets; null for a host name. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
}

/**
 * Refuses a request unless every address its host resolved to may be reached: public unicast addresses only
 * (ipaddr.js classifies; IPv4-mapped IPv6 is judged as the IPv4 address it carries), plus loopback when the
 * policy allows it. Plain http goes to loopback only. Checked for every hop, after resolution, on the very
 * addresses the request then connects to.
 */
export function checkAddresses(url: URL, addresses: readonly string[], policy: AddressPolicy): void {
  if (addresses.length === 0) throw new CalendarFetchError(calendarFetchMessages.notFound);
  const ranges = addresses.map((address) => ipaddr.process(address).range());
  const loopbackOnly = ranges.every((range) => range === 'loopback');
  if (url.protocol === 'http:' && !(policy.allowLoopback && loopbackOnly)) {
    throw new CalendarFetchError(calendarFetchMessages.scheme);
  }
  const allowed = (range: string) => range === 'unicast' || (policy.allowLoopback && range === 'loopback');
  if (!ranges.every(allowed)) throw new CalendarFetchError(calendarFetchMessages.privateNetwork);
}
