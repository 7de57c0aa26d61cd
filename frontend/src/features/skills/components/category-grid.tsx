import { SimpleGrid } from '@chakra-ui/react';
import type { CategoryStatsResponse, SkillCategoryResponse } from '@conectando/contracts';
import { CategoryCard } from './category-card';

interface CategoryGridProps {
  categories: SkillCategoryResponse[];
  stats: CategoryStatsResponse[] | undefined;
  onOpen: (category: SkillCategoryResponse) => void;
}

export const CategoryGrid = ({ categories, stats, onOpen }: CategoryGridProps) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3" m="0" p="0" aria-label="Categorías">
    {categories.map((category) => (
      <li key={category.id}>
        <CategoryCard category={category} stats={stats?.find((s) => s.categoryId === category.id)} onOpen={onOpen} />
      </li>
    ))}
  </SimpleGrid>
);
