import type { Earnings } from '@interview-hub/contracts/finance';
import { type AgencySettingsResponse, defaultAgencySettings } from '@interview-hub/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** GET /api/settings of an agency that bills in `currency`. */
export function settingsIn(currency: string): AgencySettingsResponse {
  return {
    settings: { ...defaultAgencySettings('Europe/Berlin'), currency },
    updated_at: null,
    updated_by: null,
  };
}

/** GET /api/my-earnings of an interviewer with nothing earned yet, in `currency`. */
export function noEarningsIn(currency: string): Earnings {
  return {
    period: '2026-11',
    closed_at: null,
    closed_by: null,
    currency,
    earned: 0,
    held: 0,
    lines: [],
  };
}

/** The money card named `title` once the agency's currency has arrived (the card reads nothing before). */
export async function moneyCard(title: string) {
  const region = () => screen.getByRole('region', { name: title });
  await waitFor(() => expect(within(region()).queryByLabelText('Loading')).toBeNull());
  return within(region());
}

/** The replies the interviewer page's Pay card reads the currency from: settings for staff, earnings otherwise. */
export const payCardReplies = {
  'GET /api/settings': settingsIn('USD'),
  'GET /api/my-earnings': noEarningsIn('USD'),
};
