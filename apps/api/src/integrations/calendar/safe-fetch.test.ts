import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFixture, type IcsServer, startIcsServer } from '../../../test/ics-server';
import { calendarFetchMessages } from './calendar-fetch-error';
import {
  type CalendarFetchOptions,
  calendarFetchDefaults,
  fetchCalendarText,
  type Resolver,
} from './safe-fetch';

/** A resolver that answers from a table and never asks the network. */
const resolverOf =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const production: CalendarFetchOptions = {
  ...calendarFetchDefaults,
  allowLoopback: false,
  resolve: resolverOf({}),
};
const development: CalendarFetchOptions = { ...calendarFetchDefaults, allowLoopback: true };

describe('fetching a calendar from an address a user typed', () => {
  let ics: IcsServer;
  const google = calendarFixture('google-export.ics');
  beforeAll(async () => {
    ics = await startIcsServer();
    ics.calendars.set('google', google);
  });
  afterAll(() => ics.close());

  it('fetches a calendar from loopback over http outside production, through up to 3 redirects', async () => {
    expect(await fetchCalendarText(`${ics.origin}/cal/google`, development)).toBe(google);
    expect(await fetchCalendarText(`${ics.origin}/hop/3/google`, development)).toBe(google);
  });

  it('connects to the very address it checked: one look-up per hop, none by the HTTP client', async () => {
    const port = new URL(ics.origin).port;
    let lookups = 0;
    // A rebinding resolver: loopback first, a private address on any later look-up.
    const rebinding: Resolver = async () => {
      const address = lookups === 0 ? '127.0.0.1' : '10.0.0.1';
      lookups += 1;
      return [{ address, family: 4 }];
    };
    const text = await fetchCalendarText(`http://calendar.example.test:${port}/cal/google`, {
      ...development,
      resolve: rebinding,
    });
    expect(text).toBe(google);
    expect(lookups).toBe(1);
  });

  it('refuses plain http in production, to loopback too, and http to anything but loopback elsewhere', async () => {
    await expect(fetchCalendarText(`${ics.origin}/cal/google`, production)).rejects.toThrow(
      calendarFetchMessages.scheme,
    );
    const resolve = resolverOf({ 'calendar.example.test': ['93.184.215.14'] });
    await expect(
      fetchCalendarText('http://calendar.example.test/basic.ics', { ...development, resolve }),
    ).rejects.toThrow('The calendar address must start with https://');
  });

  it('refuses other schemes and text that is no address', async () => {
    for (const address of [
      'ftp://example.test/cal.ics',
      'file:///etc/passwd',
      'not a link',
      'javascript:alert(1)',
    ]) {
      await expect(fetchCalendarText(address, production)).rejects.toThrow(calendarFetchMessages.scheme);
    }
  });

  it('in production refuses host names that resolve to private, loopback, link-local or mapped addresses, before connecting', async () => {
    const table = {
      'intranet.example.test': ['10.0.0.1'],
      'metadata.example.test': ['169.254.169.254'],
      'mapped.example.test': ['::ffff:127.0.0.1'],
      'lan.example.test': ['192.168.1.20'],
      'cgnat.example.test': ['100.64.0.7'],
      'v6-local.example.test': ['fd12:3456::1'],
      'v6-link.example.test': ['fe80::1'],
      'unspecified.example.test': ['0.0.0.0'],
      // One public and one private answer: a rebinding resolver may hand out either, so both are checked.
      'mixed.example.test': ['93.184.215.14', '172.16.5.4'],
    };
    for (const host of Object.keys(table)) {
      await expect(
        fetchCalendarText(`https://${host}/basic.ics`, { ...production, resolve: resolverOf(table) }),
      ).rejects.toThrow(calendarFetchMessages.privateNetwork);
    }
    for (const literal of [
      'https://127.0.0.1/x.ics',
      'https://[::1]/x.ics',
      'webcal://169.254.169.254/latest',
    ]) {
      await expect(fetchCalendarText(literal, production)).rejects.toThrow(
        calendarFetchMessages.privateNetwork,
      );
    }
  });

  it('refuses private addresses outside production too; only loopback is let through there', async () => {
    const resolve = resolverOf({ 'intranet.example.test': ['10.0.0.1'] });
    await expect(
      fetchCalendarText('webcal://intranet.example.test/cal.ics', { ...development, resolve }),
    ).rejects.toThrow(calendarFetchMessages.privateNetwork);
  });

  it('checks every redirect: a hop to a private address is refused', async () => {
    const resolve = resolverOf({ 'intranet.example.test': ['10.1.2.3'] });
    const to = encodeURIComponent('https://intranet.example.test/cal.ics');
    await expect(
      fetchCalendarText(`${ics.origin}/redirect?to=${to}`, { ...development, resolve }),
    ).rejects.toThrow(calendarFetchMessages.privateNetwork);
    const toMetadata = encodeURIComponent('http://169.254.169.254/latest/meta-data');
    await expect(fetchCalendarText(`${ics.origin}/redirect?to=${toMetadata}`, development)).rejects.toThrow(
      calendarFetchMessages.scheme,
    );
  });

  it('refuses more than 3 redirects', async () => {
    await expect(fetchCalendarText(`${ics.origin}/hop/4/google`, development)).rejects.toThrow(
      'The calendar address redirects more than 3 times',
    );
  });

  it('refuses a calendar over 5 MB, whether it says so or not', async () => {
    for (const path of ['/huge', '/huge-declared']) {
      await expect(fetchCalendarText(`${ics.origin}${path}`, development)).rejects.toThrow(
        'The calendar is larger than 5 MB',
      );
    }
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    await expect(fetchCalendarText(`${ics.origin}/slow`, { ...development, timeoutMs: 300 })).rejects.toThrow(
      'The calendar did not answer within 0.3 seconds',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    const hanging: Resolver = () => new Promise(() => {});
    await expect(
      fetchCalendarText('https://slow-dns.example.test/x.ics', {
        ...production,
        resolve: hanging,
        timeoutMs: 200,
      }),
    ).rejects.toThrow('The calendar did not answer within 0.2 seconds');
  });

  it('refuses an answer that is not an iCal calendar, an error status, and an unknown host', async () => {
    await expect(fetchCalendarText(`${ics.origin}/html`, development)).rejects.toThrow(
      'That address is not an iCal calendar',
    );
    await expect(fetchCalendarText(`${ics.origin}/cal/missing`, development)).rejects.toThrow(
      calendarFetchMessages.status(404),
    );
    await expect(
      fetchCalendarText('https://nowhere.example.test/x.ics', { ...production, resolve: resolverOf({}) }),
    ).rejects.toThrow(calendarFetchMessages.notFound);
  });
});
