import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadError, Loading } from '@/components/ui/load-states';
import { useWantedSkills } from '@/features/skills/api/skill-wishes';

// For mentors: the skills learners ask for most, so they know what to teach next.
export const WantedSkills = () => {
  const wanted = useWantedSkills();
  return (
    <Stack as="section" aria-labelledby="lo-que-quieren" gap="3">
      <Heading as="h2" id="lo-que-quieren" fontSize="2xl">
        Lo que más quieren aprender
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Lo que piden quienes aprenden. Si sabes alguna, ¡sube un video!
      </Text>
      {wanted.isPending && <Loading />}
      {wanted.isLoadingError && <LoadError onRetry={() => void wanted.refetch()} />}
      {wanted.isSuccess && wanted.data.length === 0 && (
        <Text fontSize="lg" color="fg.muted">
          Todavía nadie ha pedido una habilidad.
        </Text>
      )}
      <Stack as="ol" gap="2" m="0" ps="6">
        {wanted.data?.map((w) => (
          <li key={w.skillName}>
            <HStack justify="space-between" gap="3" wrap="wrap" fontSize="lg">
              <Text fontWeight="semibold">{w.skillName}</Text>
              <Text color="fg.muted">{w.peopleCount === 1 ? '1 persona' : `${w.peopleCount} personas`}</Text>
            </HStack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
};
