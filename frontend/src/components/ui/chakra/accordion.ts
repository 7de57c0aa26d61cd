import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { accordion: accordionSlotRecipe } });

export { Accordion } from '@chakra-ui/react';
