import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export { Tabs } from '@chakra-ui/react';
