import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export { Drawer } from '@chakra-ui/react';
