import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadError, Loading } from '@/components/ui/load-states';
import { TrashIcon } from '@/components/ui/icons';
import { useRemoveSkillWish, useSkillWishes } from '@/features/skills/api/skill-wishes';

export const peopleText = (n: number) => (n === 1 ? 'Por ahora solo tú lo pides' : `${n} personas quieren aprenderlo`);

// 'Mis deseos': what the person asked to learn, with how many share each, and a way to take one back.
export const MyWishes = () => {
  const wishes = useSkillWishes();
  const remove = useRemoveSkillWish();
  return (
    <Stack as="section" aria-labelledby="mis-deseos" gap="3">
      <Heading as="h3" id="mis-deseos" fontSize="xl">
        Mis deseos
      </Heading>
      {wishes.isPending && <Loading />}
      {wishes.isLoadingError && <LoadError onRetry={() => void wishes.refetch()} />}
      {wishes.isSuccess && wishes.data.length === 0 && (
        <Text fontSize="lg" color="fg.muted">
          Aún no pides ninguna habilidad.
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
        {wishes.data?.map((wish) => (
          <Box as="li" key={wish.id} borderWidth="1px" borderColor="border.emphasized" borderRadius="lg" p="3">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Stack gap="0">
                <Text fontSize="lg" fontWeight="semibold">
                  {wish.skillName}
                </Text>
                <Text fontSize="md" color="fg.muted">
                  {peopleText(wish.peopleCount)}
                </Text>
              </Stack>
              <Button
                variant="outline"
                size="lg"
                aria-label={`Quitar ${wish.skillName} de mis deseos`}
                loading={remove.isPending && remove.variables === wish.id}
                onClick={() => remove.mutate(wish.id)}
              >
                <TrashIcon boxSize="5" />
                Quitar
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
};
