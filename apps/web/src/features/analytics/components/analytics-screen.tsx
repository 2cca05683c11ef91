import type { AnalyticsQuery } from '@interview-hub/contracts/analytics';
import { type AnalyticsSection, analyticsSectionLabels } from '@interview-hub/contracts/analytics';
import { Stack, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { AnalyticsFilters } from './analytics-filters';
import { LoadSection } from './load-section';
import { MoneySection } from './money-section';
import { QualitySection } from './quality-section';
import { SpeedSection } from './speed-section';
import { ThroughputSection } from './throughput-section';
import { useAnalyticsUrlState } from './use-analytics-url-state';

const sectionScreens: Record<AnalyticsSection, ComponentType<{ filters: AnalyticsQuery }>> = {
  throughput: ThroughputSection,
  speed: SpeedSection,
  load: LoadSection,
  quality: QualitySection,
  money: MoneySection,
};

/**
 * 'Analytics' (recruiters and admins): throughput, speed, load and quality, and money for admins, one tab each,
 * under one set of filters. Everything it shows is in the URL, so a link shares the view and Back undoes a change.
 */
export function AnalyticsScreen() {
  const url = useAnalyticsUrlState();
  return (
    <Stack gap="lg">
      <Title order={1}>Analytics</Title>
      <AnalyticsFilters filters={url.filters} onChange={url.setFilters} onReset={url.reset} />
      <Tabs
        value={url.tab}
        onChange={(value) => {
          const tab = url.sections.find((section) => section === value);
          if (tab) url.setTab(tab);
        }}
        keepMounted={false}
      >
        {/* One row that scrolls sideways on a phone, rather than a lone tab wrapped to a second line. */}
        <Tabs.List aria-label="Analytics sections" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {url.sections.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {analyticsSectionLabels[section]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {url.sections.map((section) => {
          const Section = sectionScreens[section];
          return (
            <Tabs.Panel key={section} value={section}>
              <Section filters={url.filters} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
