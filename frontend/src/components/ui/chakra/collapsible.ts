import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { collapsible: collapsibleSlotRecipe } });

export { Collapsible } from '@chakra-ui/react';
