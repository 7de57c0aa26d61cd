import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@/components/ui/chakra/avatar';
import { Badge } from '@/components/ui/chakra/badge';
import { COUNTRIES, type FeaturedMentorResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ChatIcon } from '@/components/ui/icons';
import { LoadError, Loading } from '@/components/ui/load-states';
import { mentorPath } from '@/config/paths';
import { useFeaturedMentors } from '../api/get-featured-mentors';

const countryName = (code: string) => (COUNTRIES as Record<string, string>)[code] ?? code;

interface FeaturedMentorsProps {
  myId: string;
  // 'Mensaje': the route opens the chat (the chat feature's useOpenChat).
  onMessage: (mentorId: string) => void;
  messaging: boolean;
}

// Featured mentors; the card opens /mentor/{id}, 'Mensaje' opens the chat.
export const FeaturedMentors = ({ myId, onMessage, messaging }: FeaturedMentorsProps) => {
  const mentors = useFeaturedMentors();
  const others = mentors.data?.filter((m) => m.id !== myId) ?? [];

  return (
    <Stack as="section" aria-labelledby="mentores-destacados" gap="3">
      <Heading as="h2" id="mentores-destacados" fontSize="2xl">
        Mentores destacados
      </Heading>
      {mentors.isPending && <Loading />}
      {mentors.isLoadingError && <LoadError onRetry={() => void mentors.refetch()} />}
      {mentors.isSuccess && others.length === 0 && (
        <Text fontSize="lg" color="fg.muted">
          Aún no hay mentores con videos.
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
        {others.map((mentor) => (
          <li key={mentor.id}>
            <MentorCard mentor={mentor} onMessage={() => onMessage(mentor.id)} messaging={messaging} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
};

const MentorCard = ({
  mentor,
  onMessage,
  messaging,
}: {
  mentor: FeaturedMentorResponse;
  onMessage: () => void;
  messaging: boolean;
}) => (
  <Box bg="white" borderWidth="1px" borderColor="border.emphasized" borderRadius="xl" p="4">
    <Stack gap="3">
      <HStack asChild gap="3" align="center" color="fg" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
        <RouterLink to={mentorPath(mentor.id)}>
          <Avatar.Root size="xl" bg="brand.100" color="brand.900" flexShrink={0}>
            <Avatar.Fallback name={mentor.name} />
            {mentor.profileImageUrl && <Avatar.Image src={mentor.profileImageUrl} alt={`Foto de ${mentor.name}`} />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontSize="xl" fontWeight="bold" lineHeight="1.3">
              {mentor.name}
            </Text>
            <Text fontSize="md" color="fg.muted">
              {[mentor.region, countryName(mentor.country)].filter(Boolean).join(', ')}
            </Text>
            <Text fontSize="md" color="fg.muted">
              {mentor.videoCount === 1 ? '1 video' : `${mentor.videoCount} videos`}
            </Text>
          </Stack>
        </RouterLink>
      </HStack>
      {mentor.videoSkills.length > 0 && (
        <HStack gap="2" wrap="wrap">
          {mentor.videoSkills.slice(0, 4).map((skill) => (
            <Badge key={skill} colorPalette="brand" variant="subtle" color="brand.900" fontSize="sm" px="2">
              {skill}
            </Badge>
          ))}
        </HStack>
      )}
      <Button
        variant="outline"
        size="lg"
        onClick={onMessage}
        loading={messaging}
        aria-label={`Mensaje a ${mentor.name}`}
      >
        <ChatIcon boxSize="5" />
        Mensaje
      </Button>
    </Stack>
  </Box>
);
