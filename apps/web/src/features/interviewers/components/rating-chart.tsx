import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * Feedbacks by rating as bars: drawn for sighted readers only (the card's table carries the same numbers), and
 * loaded on its own because the chart library is large.
 */
export function RatingChart({ data }: { data: { rating: string; feedbacks: number }[] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={140}
        data={data}
        dataKey="rating"
        series={[{ name: 'feedbacks', label: 'Feedbacks', color: 'blue.6' }]}
        withTooltip={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
