import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { switch: switchSlotRecipe } });

export { Switch } from '@chakra-ui/react';
