import '@mantine/charts/styles.css';
import { Box, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type ChartFigureProps = {
  title: string;
  /** What the chart shows, in a sentence under the heading. */
  description?: ReactNode;
  /** The chart, drawn for the eye; left out when there is nothing to draw. */
  chart?: ReactNode;
  /** The numbers behind the chart, always visible under it. */
  children: ReactNode;
};

/**
 * A heading, a chart and the table of its numbers. The chart is a figure named after the heading; the table
 * under it holds the same numbers, so nothing is only in the picture (screen readers, print, a glance).
 */
export function ChartFigure({ title, description, chart, children }: ChartFigureProps) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {chart && (
        <Box component="figure" m={0} aria-label={`${title}: chart; the table below lists its numbers`}>
          {chart}
        </Box>
      )}
      {children}
    </Stack>
  );
}
