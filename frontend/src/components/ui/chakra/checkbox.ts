import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';
import { withOverrides } from '../system-recipes';

addRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: {
    checkbox: withOverrides(checkboxSlotRecipe, {
      base: { control: { borderColor: 'border.control' } },
      defaultVariants: { size: 'lg' },
    }),
  },
});

export { Checkbox } from '@chakra-ui/react';
