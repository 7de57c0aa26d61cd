import { Heading, Stack, Text } from '@chakra-ui/react';
import { UserMode } from '@conectando/contracts';
import { closestSkill } from '@/features/skills/utils/closest-skill';
import { MyWishes } from './my-wishes';
import { WantedSkills } from './wanted-skills';
import { WishForm } from './wish-form';

// On /skills: a learner says what they want to learn and sees their wishes; a mentor sees what is asked.
export const SkillWishesSection = ({ mode }: { mode: UserMode }) =>
  mode === UserMode.Mentor ? (
    <WantedSkills />
  ) : (
    <Stack as="section" aria-labelledby="quiero-aprender" gap="4">
      <Heading as="h2" id="quiero-aprender" fontSize="2xl">
        Quiero aprender…
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        ¿No encuentras lo que buscas? Pídelo y te avisaremos cuando alguien suba un video.
      </Text>
      <WishForm />
      <MyWishes />
    </Stack>
  );

// Under a search that found no video: the same wish, with the skill the search meant already chosen.
export const WishOffer = ({ text }: { text: string }) => (
  <Stack gap="3" borderWidth="1px" borderColor="border.emphasized" borderRadius="xl" p="4">
    <Text fontSize="lg">¿Nadie enseña esto todavía? Pide un video y te avisaremos cuando lo haya.</Text>
    <WishForm key={text} initialSkill={closestSkill(text)} />
  </Stack>
);
