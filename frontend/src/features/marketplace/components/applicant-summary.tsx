import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TokenAvailability } from '../hooks/use-token-availability';

const tokensLine = (tokens: TokenAvailability) =>
  tokens.status === 'loading'
    ? 'Cargando tus tokens…'
    : tokens.status === 'failed'
      ? MARKET_MSG.tokensLoadFailedTitle
      : `${tokens.available} ${tokens.available === 1 ? 'token disponible' : 'tokens disponibles'}`;

// The professional's name, tokens left and links, above the offers.
export const ApplicantSummary = ({ name, tokens }: { name: string | undefined; tokens: TokenAvailability }) => (
  <Box bg="brand.50" borderWidth="2px" borderColor="brand.200" borderRadius="xl" p="4">
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Stack gap="0">
        <Text fontSize="lg" fontWeight="bold">
          {name}
        </Text>
        <Text fontSize="md" aria-live="polite">
          {tokensLine(tokens)}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
        </Button>
        {/* 'Mi Perfil' leads to /marketplace/profile. */}
        <Button asChild variant="ghost" size="lg" color="brand.fg">
          <RouterLink to={paths.marketplaceProfile}>Mi Perfil</RouterLink>
        </Button>
      </HStack>
    </HStack>
  </Box>
);

// No tokens left: applying waits for a plan or a pack.
export const NoTokensAlert = () => (
  <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start">
    <Alert.Indicator />
    <Stack gap="2">
      <Alert.Title fontSize="lg">{MARKET_MSG.noTokensTitle}</Alert.Title>
      <Alert.Description fontSize="md">{MARKET_MSG.noTokensToApply}</Alert.Description>
      <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start">
        <RouterLink to={paths.premium}>Ver planes y packs</RouterLink>
      </Button>
    </Stack>
  </Alert.Root>
);
