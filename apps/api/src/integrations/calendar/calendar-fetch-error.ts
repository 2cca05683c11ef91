import { CALENDAR_ADDRESS_SCHEME } from '@interview-hub/contracts/calendar-feed';

/**
 * Why a calendar could not be fetched, in words for the interviewer's page: the message is shown as it is and
 * stored as the feed's last error, so it never holds the secret address.
 */
export class CalendarFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

export const calendarFetchMessages = {
  scheme: CALENDAR_ADDRESS_SCHEME,
  privateNetwork: 'That address points to a private network',
  notFound: 'That address could not be found: check the calendar address',
  unreachable: 'The calendar server could not be reached',
  certificate: 'The calendar server’s certificate is not valid',
  tooManyRedirects: (max: number) => `The calendar address redirects more than ${max} times`,
  status: (code: number) => `The calendar server answered ${code}: check the calendar address`,
  tooLarge: (megabytes: number) => `The calendar is larger than ${megabytes} MB`,
  timeout: (seconds: number) => `The calendar did not answer within ${seconds} seconds`,
  notICalendar: 'That address is not an iCal calendar',
  unreadableEvent: 'The calendar has an event that could not be read',
  unreadableAddress: 'The stored calendar address can no longer be read: connect the calendar again',
} as const;
