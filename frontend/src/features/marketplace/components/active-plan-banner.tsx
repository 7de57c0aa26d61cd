import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { PREMIUM_MSG, formatDate, type TokenSummaryResponse } from '@conectando/contracts';
import { Badge } from '@/components/ui/chakra/badge';
import { DangerButton } from '@/components/ui/danger-button';
import { planName } from './token-summary-card';

interface ActivePlanBannerProps {
  summary: TokenSummaryResponse;
  // A lower plan chosen for the next renewal ('Desde el 3-01-2027: Starter').
  nextPlanLine?: string | null;
  onCancel: () => void;
}

/** The plan the person pays for now: what it gives, when it renews, and the way to cancel it. */
export const ActivePlanBanner = ({ summary, nextPlanLine = null, onCancel }: ActivePlanBannerProps) => (
  <Box
    as="section"
    aria-label="Plan activo"
    bg="green.50"
    borderWidth="2px"
    borderColor="green.600"
    borderRadius="xl"
    p="5"
  >
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="xl" fontWeight="bold" color="green.900">
          Plan {planName(summary.premiumPlan) ?? summary.premiumPlan}
        </Text>
        <Badge size="lg" colorPalette="green" variant="solid" bg="green.700" fontSize="md">
          {PREMIUM_MSG.subscribedBadge}
        </Badge>
      </HStack>
      <Text fontSize="md">
        {summary.premiumMonthly} tokens al mes
        {summary.premiumRenewsAt ? ` · se renueva el ${formatDate(summary.premiumRenewsAt)}` : ''}
      </Text>
      {nextPlanLine && (
        <Text fontSize="lg" fontWeight="semibold">
          {nextPlanLine}
        </Text>
      )}
      <DangerButton size="lg" alignSelf="flex-start" onClick={onCancel}>
        Cancelar
      </DangerButton>
    </Stack>
  </Box>
);
