import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu } from '@chakra-ui/react';
