import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { fieldset: fieldsetSlotRecipe } });

export { Fieldset } from '@chakra-ui/react';
