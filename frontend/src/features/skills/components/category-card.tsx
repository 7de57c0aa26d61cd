import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { formatCount, type CategoryStatsResponse, type SkillCategoryResponse } from '@conectando/contracts';
import { ChevronRightIcon } from '@/components/ui/icons';
import { categoryStyle } from '@/components/ui/category-style';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

interface CategoryCardProps {
  category: SkillCategoryResponse;
  stats: CategoryStatsResponse | undefined;
  onOpen: (category: SkillCategoryResponse) => void;
}

export const CategoryCard = ({ category, stats, onOpen }: CategoryCardProps) => {
  const { icon: Icon, bg, fg } = categoryStyle(category.id);
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(category)}
      textAlign="start"
      bg="white"
      borderWidth="2px"
      borderColor="border.emphasized"
      borderRadius="xl"
      p="4"
      minH="24"
      width="full"
      cursor="pointer"
      _hover={{ borderColor: 'brand.600' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700' }}
    >
      {/* Tighter gaps than elsewhere: at 390px the stats line needs every pixel to stay on one line. */}
      <HStack gap="3" align="center">
        <Box bg={bg} color={fg} borderRadius="lg" p="2.5" flexShrink={0}>
          <Icon boxSize="8" />
        </Box>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontSize="xl" fontWeight="bold" lineHeight="1.3">
            {category.name}
          </Text>
          {stats ? (
            // Each figure stays whole: on a very narrow phone the line breaks between them, never inside one.
            <Text fontSize="md" color="fg.muted" display="flex" flexWrap="wrap" columnGap="1.5">
              <chakra.span whiteSpace="nowrap">{plural(stats.videoCount, 'video', 'videos')} ·</chakra.span>{' '}
              <chakra.span whiteSpace="nowrap">{plural(stats.mentorCount, 'mentor', 'mentores')}</chakra.span>
            </Text>
          ) : (
            <Text fontSize="md" color="fg.muted">
              {plural(category.skills.length, 'habilidad', 'habilidades')}
            </Text>
          )}
        </Stack>
        <ChevronRightIcon boxSize="5" color="fg.muted" flexShrink={0} />
      </HStack>
    </chakra.button>
  );
};
