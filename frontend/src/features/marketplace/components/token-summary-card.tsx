import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PREMIUM_PLANS, TOKEN_MSG, formatDate, type TokenSummaryResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export const planName = (planId: string): string | null =>
  PREMIUM_PLANS.find((plan) => plan.id === planId)?.name ?? null;

const tokensWord = (n: number) => (n === 1 ? 'token' : 'tokens');

// Token summary; used = premiumMonthly - premiumBalance (shown while a plan is active).
export const TokenSummaryCard = ({
  summary,
  showHistoryLink = true,
}: {
  summary: TokenSummaryResponse;
  showHistoryLink?: boolean;
}) => {
  const plan = planName(summary.premiumPlan);
  const rows: [string, string][] = [
    ['Gratuitos del mes', `${summary.free} de ${summary.freeMonthly}`],
    ['Premium', `${summary.premiumBalance} ${tokensWord(summary.premiumBalance)}`],
    ['Plan', plan ? `${plan} (${summary.premiumMonthly} al mes)` : 'Sin plan'],
  ];
  if (summary.premiumMonthly > 0) rows.push(['Usados del plan', `${summary.used} de ${summary.premiumMonthly}`]);

  return (
    <Box
      as="section"
      aria-labelledby="mis-tokens"
      bg="white"
      borderWidth="2px"
      borderColor="brand.200"
      borderRadius="2xl"
      p="5"
      boxShadow="sm"
    >
      <Stack gap="4">
        <Text as="h2" id="mis-tokens" fontSize="xl" fontWeight="bold">
          Mis tokens
        </Text>
        <HStack gap="3" align="baseline">
          <Text fontSize="4xl" fontWeight="bold" color="brand.fg" lineHeight="1" data-testid="tokens-available">
            {summary.available}
          </Text>
          <Text fontSize="lg" fontWeight="semibold">
            {summary.available === 1 ? 'token disponible' : 'tokens disponibles'}
          </Text>
        </HStack>
        <Stack as="dl" gap="2" m="0">
          {rows.map(([label, value]) => (
            <HStack
              key={label}
              justify="space-between"
              gap="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
              pb="2"
            >
              <Text as="dt" fontSize="md" color="fg.muted" fontWeight="semibold">
                {label}
              </Text>
              <Text as="dd" fontSize="md" fontWeight="semibold" textAlign="end" m="0">
                {value}
              </Text>
            </HStack>
          ))}
        </Stack>
        <HStack gap="2" color="fg.muted" fontSize="md">
          <ClockIcon boxSize="5" />
          <Text>
            {summary.premiumRenewsAt
              ? `Tu plan se renueva el ${formatDate(summary.premiumRenewsAt)}`
              : `Tus tokens gratuitos se renuevan el ${formatDate(summary.freeRenewsAt)}`}
          </Text>
        </HStack>
        {showHistoryLink && (
          <Button asChild variant="outline" size="lg" alignSelf="flex-start">
            <RouterLink to={paths.tokenHistory}>{TOKEN_MSG.historyTitle}</RouterLink>
          </Button>
        )}
      </Stack>
    </Box>
  );
};
