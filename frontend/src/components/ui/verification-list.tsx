import { HStack, Stack, Text } from '@chakra-ui/react';
import { verificationText, type Verification } from '@conectando/contracts';
import { ShieldCheckIcon } from './icons';

/** What was checked when the account was validated, in words ('Verificado: …'), instead of a bare tick. */
export const VerificationList = ({
  verifications,
  rnpiNumber,
}: {
  verifications: Verification[];
  rnpiNumber?: string | null;
}) =>
  verifications.length === 0 ? null : (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Lo que revisamos">
      {verifications.map((v) => (
        <HStack as="li" key={v.kind} gap="2" align="flex-start" color="green.900">
          <ShieldCheckIcon boxSize="5" flexShrink={0} mt="0.5" />
          <Text fontSize="md">{verificationText(v, rnpiNumber)}</Text>
        </HStack>
      ))}
    </Stack>
  );
