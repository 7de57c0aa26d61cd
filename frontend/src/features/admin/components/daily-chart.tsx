import type { UseChartReturn } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DailyChartDatum {
  /** dd/mm */
  day: string;
  value: number;
}

export interface DailyChartProps {
  /** From the caller's useChart: its Chakra context stays in the caller's chunk. */
  chart: UseChartReturn<DailyChartDatum>;
  /** How a day's figure reads (a count, or pesos). */
  format: (n: number) => string;
  /** The same figure shortened for the side axis ("$9 mil"). */
  formatAxis: (n: number) => string;
}

/**
 * One bar per day (recharts with Chakra's chart colours), in a chunk of its own: only the admins'
 * Pagos screen draws it, so the library never joins the admin area's chunk nor any first load.
 * Nothing from Chakra is imported here (the caller's useChart and box stand in for Chart.Root): a
 * Chakra module reached from this chunk splits the chunks every first load shares, a few hundred bytes
 * more on each phone.
 */
export const DailyChart = ({ chart, format, formatAxis }: DailyChartProps) => {
  // 16px: the axis stays readable on a phone; the exact figures are in the list beside the chart.
  const tick = { fontSize: 16, fill: chart.color('fg.muted') as string };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border') as string} vertical={false} />
        <XAxis
          dataKey={chart.key('day')}
          tick={tick}
          tickLine={false}
          axisLine={false}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          tickFormatter={formatAxis}
          width={Math.max(...chart.data.map((d) => formatAxis(d.value).length)) * 9 + 16}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') as string }}
          animationDuration={0}
          contentStyle={{ fontSize: 18, borderRadius: 8 }}
          formatter={(value) => [format(Number(value)), null]}
          separator=""
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
  );
};
