import { Suspense } from 'react';
import { useChart } from '@chakra-ui/charts';
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { AdminPaymentsDay } from '@conectando/contracts';
import { lazyScreen } from '@/lib/lazy-screen';
import { dayMonth } from '../utils/payment-figures';

// The bars load with the Pagos screen only: recharts stays out of the admin area's chunk.
const DailyChart = lazyScreen(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })), {
  untilLoaded: true,
});

interface DailyBarsProps {
  title: string;
  days: AdminPaymentsDay[];
  field: 'count' | 'revenue';
  format: (n: number) => string;
  formatAxis: (n: number) => string;
}

// The chart is a picture for the eyes; its spoken summary and each day's figure are plain text.
export const DailyBars = ({ title, days, field, format, formatAxis }: DailyBarsProps) => {
  const chart = useChart({
    data: days.map((d) => ({ day: dayMonth(d.day), value: d[field] })),
    series: [{ name: 'value' as const, color: 'blue.700' }],
  });
  const values = days.map((d) => d[field]);
  const total = values.reduce((a, b) => a + b, 0);
  const best = days[values.indexOf(Math.max(...values))];
  const summary =
    total === 0
      ? `${title}: sin movimientos en estas fechas.`
      : `${title}: ${format(total)} en total; el día más alto fue el ${dayMonth(best.day)} con ${format(best[field])}.`;
  return (
    <Stack as="figure" gap="2" m="0" borderWidth="2px" borderColor="border.emphasized" borderRadius="xl" p="4">
      <Heading as="h3" fontSize="xl">
        {title}
      </Heading>
      <Box role="img" aria-label={summary} h="64">
        <Suspense fallback={<Box h="64" bg="bg.muted" borderRadius="md" />}>
          <DailyChart chart={chart} format={format} formatAxis={formatAxis} />
        </Suspense>
      </Box>
      <Text as="figcaption" fontSize="md">
        {summary}
      </Text>
      <chakra.details fontSize="md">
        <chakra.summary cursor="pointer" fontWeight="semibold" py="2">
          Ver cada día
        </chakra.summary>
        <Stack as="ul" aria-label={`${title}, cada día`} gap="1" listStyleType="none" m="0" p="0">
          {days.map((d) => (
            <HStack as="li" key={d.day} justify="space-between" gap="3" wrap="wrap">
              <Text as="span" whiteSpace="nowrap">
                {dayMonth(d.day)}
              </Text>
              <Text as="span" whiteSpace="nowrap" fontWeight="semibold">
                {format(d[field])}
              </Text>
            </HStack>
          ))}
        </Stack>
      </chakra.details>
    </Stack>
  );
};
