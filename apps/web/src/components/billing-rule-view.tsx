import {
  type BillingRule,
  formatMoney,
  positionLevelLabels,
  positionLevels,
} from '@interview-hub/contracts/money';
import { Text } from '@mantine/core';

/** '$120.00 per hour' or '$200.00 per interview'. */
export function formatRate(minor: number, currency: string, mode: BillingRule['mode']): string {
  return `${formatMoney(minor, currency)} ${mode === 'hourly' ? 'per hour' : 'per interview'}`;
}

/** The amounts set per level, 'Senior $150.00 · Lead $180.00', or null when none is. */
export function levelAmountsText(amounts: BillingRule['by_level'], currency: string): string | null {
  const parts = positionLevels.flatMap((level) => {
    const minor = amounts[level];
    return minor === undefined ? [] : [`${positionLevelLabels[level]} ${formatMoney(minor, currency)}`];
  });
  return parts.length ? parts.join(' · ') : null;
}

/** A billing rule as read: the rate, then any amounts per level. */
export function BillingRuleView({ rule, currency }: { rule: BillingRule; currency: string }) {
  const levels = levelAmountsText(rule.by_level, currency);
  return (
    <>
      <Text size="sm">{formatRate(rule.amount, currency, rule.mode)}</Text>
      {levels ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          By level: {levels}
        </Text>
      ) : null}
    </>
  );
}
