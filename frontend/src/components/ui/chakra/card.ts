import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { card: cardSlotRecipe } });

export { Card } from '@chakra-ui/react';
