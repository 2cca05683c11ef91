import type { Config } from '../../config';
import { type SecretBox, secretBox } from '../../lib/secret-box';

/** Seals and opens interviewers' calendar addresses (decision 024). */
export function calendarAddressBox(config: Pick<Config, 'calendarKey'>): SecretBox {
  return secretBox(config.calendarKey, 'calendar-address');
}
