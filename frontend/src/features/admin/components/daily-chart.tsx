import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminPaymentsDay } from '@conectando/contracts';

export interface DailyChartProps {
  days: AdminPaymentsDay[];
  field: 'count' | 'revenue';
  /** How a day's figure reads (a count, or pesos). */
  format: (n: number) => string;
  /** The same figure shortened for the side axis ("$9 mil"). */
  formatAxis: (n: number) => string;
}

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
// 16px: the axis stays readable on a phone; the exact figures are in the list beside the chart.
const TICK = { fontSize: 16 };

/**
 * One bar per day (recharts through Chakra's chart wrapper), in a chunk of its own: only the admins'
 * Pagos screen draws it, so the library never joins the admin area's chunk nor any first load.
 */
export const DailyChart = ({ days, field, format, formatAxis }: DailyChartProps) => {
  const chart = useChart({
    data: days.map((d) => ({ day: dayMonth(d.day), value: d[field] })),
    series: [{ name: 'value', color: 'blue.700' }],
  });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h="64" textStyle="md">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border') as string} vertical={false} />
          <XAxis
            dataKey={chart.key('day')}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            tick={TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={formatAxis}
            width={field === 'revenue' ? 80 : 40}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') as string }}
            animationDuration={0}
            content={<Chart.Tooltip hideIndicator hideSeriesLabel formatter={(value: number) => format(value)} />}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color) as string}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
};
