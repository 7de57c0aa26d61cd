import { textareaRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';
import { withOverrides } from '../system-recipes';

addRecipes({
  recipes: {
    textarea: withOverrides(textareaRecipe, {
      base: { bg: 'white' },
      variants: { variant: { outline: { borderColor: 'border.control' } } },
    }),
  },
});

export { Textarea } from '@chakra-ui/react';
