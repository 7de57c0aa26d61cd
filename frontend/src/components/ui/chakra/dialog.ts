import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog } from '@chakra-ui/react';
