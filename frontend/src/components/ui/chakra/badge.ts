import { badgeRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ recipes: { badge: badgeRecipe } });

export { Badge } from '@chakra-ui/react';
