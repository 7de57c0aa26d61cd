import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';
import { withOverrides } from '../system-recipes';

addRecipes({
  slotRecipes: {
    nativeSelect: withOverrides(nativeSelectSlotRecipe, {
      variants: {
        variant: {
          outline: {
            field: {
              borderColor: 'border.control',
              bg: 'white',
              _invalid: { borderColor: 'border.error', borderWidth: '2px' },
            },
          },
        },
      },
      defaultVariants: { size: 'lg' },
    }),
  },
});

export { NativeSelect } from '@chakra-ui/react';
