import { Heading, Stack, Text } from '@chakra-ui/react';
import type { UserPublicResponse } from '@conectando/contracts';
import { SkillBadges } from './skill-badges';

/** The mentor's own presentation and the skills they teach. */
export const MentorAbout = ({ mentor }: { mentor: UserPublicResponse }) => (
  <>
    <Stack as="section" aria-labelledby="sobre-mentor" gap="2">
      <Heading as="h2" id="sobre-mentor" fontSize="2xl">
        Sobre {mentor.name.split(' ')[0]}
      </Heading>
      <Text fontSize="lg" whiteSpace="pre-line" color={mentor.bio ? 'fg' : 'fg.muted'}>
        {mentor.bio || 'Aún no escribe una presentación.'}
      </Text>
    </Stack>
    {mentor.skills.length > 0 && (
      <Stack as="section" aria-labelledby="habilidades-mentor" gap="2">
        <Heading as="h2" id="habilidades-mentor" fontSize="2xl">
          Habilidades
        </Heading>
        <SkillBadges skills={mentor.skills} />
      </Stack>
    )}
  </>
);
