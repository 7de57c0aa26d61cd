import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { largeText } from '@/components/layout/chrome-sizes';
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
      base: {
        // With large text a native select cut its choice ('Selecciona una o…') under the chevron: it
        // cannot wrap. As a base select (Chromium) the closed box wraps its text and grows; the picker
        // it opens is still the phone's own. Browsers without it keep the native box.
        field: {
          ...largeText({
            appearance: 'base-select',
            // (Important: the size variant's height and the field's nowrap come after this layer.)
            height: 'auto !important',
            whiteSpace: 'normal !important',
            paddingBlock: '0.25em',
            // Clear of the chevron, which grows with the text.
            paddingInlineEnd: '1.5em !important',
            '&::picker-icon': { display: 'none' },
          }),
        },
      },
      defaultVariants: { size: 'lg' },
    }),
  },
});

export { NativeSelect } from '@chakra-ui/react';
