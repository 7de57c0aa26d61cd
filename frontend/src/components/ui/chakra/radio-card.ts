import { radioCardSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';
import { withOverrides } from '../system-recipes';

addRecipes({
  recipes: { radiomark: radiomarkRecipe },
  slotRecipes: { radioCard: withOverrides(radioCardSlotRecipe, { base: { item: { borderColor: 'border.control' } } }) },
});

export { RadioCard } from '@chakra-ui/react';
