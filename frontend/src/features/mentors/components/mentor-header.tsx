import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { COUNTRIES, type UserPublicResponse } from '@conectando/contracts';
import { Avatar } from '@/components/ui/chakra/avatar';
import { VerificationList } from '@/components/ui/verification-list';

const countryName = (code: string) => (COUNTRIES as Record<string, string>)[code] ?? code;

/** Who the mentor is at a glance: photo, name, specialty, what was verified and where they live. */
export const MentorHeader = ({ mentor }: { mentor: UserPublicResponse }) => {
  const place = [mentor.region, countryName(mentor.country)].filter(Boolean).join(', ');
  return (
    <HStack gap="4" align="center">
      <Avatar.Root boxSize="20" bg="brand.100" color="brand.900" fontSize="2xl" flexShrink={0}>
        <Avatar.Fallback name={mentor.name} />
        {mentor.profileImageUrl && <Avatar.Image src={mentor.profileImageUrl} alt={`Foto de ${mentor.name}`} />}
      </Avatar.Root>
      <Stack gap="0.5" minW="0">
        <Heading as="h1" fontSize="3xl" lineHeight="1.2" wordBreak="break-word">
          {mentor.name}
        </Heading>
        {mentor.specialty && <Text fontSize="lg">{mentor.specialty}</Text>}
        <VerificationList verifications={mentor.verifications ?? []} rnpiNumber={mentor.rnpiNumber} />
        {place && (
          <Text fontSize="md" color="fg.muted">
            {place}
          </Text>
        )}
      </Stack>
    </HStack>
  );
};
