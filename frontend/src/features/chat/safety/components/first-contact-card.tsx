import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ACCOUNT_TYPE_LABELS, AccountType, onFirstUse, SAFETY_MSG } from '@conectando/contracts';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { usePerson } from '../api/get-person';

// 'octubre de 2026': how long they have been with us, without the day.
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'America/Santiago' }),
);

/**
 * Before the first message of someone who wrote first: who they are, as far as we know, and one
 * line of advice. A persona's account is never checked against an identity, so it reads 'sin validar'.
 */
export const FirstContactCard = ({ userId, name }: { userId: string; name: string }) => {
  const person = usePerson(userId).data;
  if (!person) return null;
  const validated = person.accountType !== AccountType.Persona && person.isValidated;
  const place = person.location?.trim() || person.region?.trim() || SAFETY_MSG.placeUnknown;
  const facts: [string, string][] = [
    [SAFETY_MSG.accountTypeLabel, ACCOUNT_TYPE_LABELS[person.accountType]],
    [SAFETY_MSG.validationLabel, validated ? SAFETY_MSG.validated : SAFETY_MSG.notValidated],
    [SAFETY_MSG.memberSinceLabel, monthYear().format(new Date(person.createdAt))],
    [SAFETY_MSG.placeLabel, place],
  ];
  return (
    <Box
      as="section"
      aria-label={SAFETY_MSG.firstContactTitle}
      bg="white"
      borderWidth="2px"
      borderColor="brand.200"
      borderRadius="xl"
      px="4"
      py="4"
    >
      <HStack gap="2" align="flex-start">
        <ShieldCheckIcon boxSize="6" color="brand.700" flexShrink={0} mt="0.5" />
        <Text as="h3" fontSize="lg" fontWeight="bold" lineHeight="1.3">
          {SAFETY_MSG.firstContactTitle}
        </Text>
      </HStack>
      <Text fontSize="lg" mt="2" overflowWrap="anywhere">
        {SAFETY_MSG.firstContactIntro(name)}
      </Text>
      <Stack as="dl" gap="2" mt="3">
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="md" color="fg.muted" fontWeight="semibold">
              {label}
            </Text>
            <Text as="dd" fontSize="lg" m="0" overflowWrap="anywhere">
              {value}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="lg" mt="3" bg="orange.50" color="gray.900" borderRadius="lg" px="3" py="2">
        {SAFETY_MSG.firstContactAdvice}
      </Text>
    </Box>
  );
};
