import { periodOf } from '@interview-hub/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/permissions';
import { myEarningsQueryOptions } from '../../finance/api/get-my-earnings';
import { settingsQueryOptions } from '../../settings/api/get-settings';

/**
 * The agency's currency, which every rate is in: staff read it from the settings; an interviewer, who may not
 * read them, from their own earnings, which answer it (see docs/decisions/026-rates-and-money-input.md).
 */
export function useAgencyCurrency() {
  const staff = useCan('settings.read');
  const fromSettings = useQuery({
    ...settingsQueryOptions(),
    enabled: staff,
    select: (response) => response.settings.currency,
  });
  const month = periodOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const fromEarnings = useQuery({
    ...myEarningsQueryOptions(month),
    enabled: !staff,
    select: (earnings) => earnings.currency,
  });
  return staff ? fromSettings : fromEarnings;
}
