import {
  alertSlotRecipe,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// The recipes of the components the first screens draw (the landing, sign-in, the loading and error
// states), with the app's overrides: white fields, visible edges, large default sizes. Components of
// other screens bring theirs with them (components/ui/chakra).

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep merge of the app's overrides into one of Chakra's recipe definitions (which it never mutates). */
export const withOverrides = <R extends object>(recipe: R, overrides: Tree): R => {
  const merge = (base: Tree, extra: Tree): Tree =>
    Object.fromEntries(
      [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
        const [a, b] = [base[key], extra[key]];
        return [key, isTree(a) && isTree(b) ? merge(a, b) : (b ?? a)];
      }),
    );
  return merge(recipe as Tree, overrides) as R;
};

export const recipes = {
  button: withOverrides(buttonRecipe, {
    base: { fontWeight: 'semibold', minH: '11' },
    variants: {
      variant: {
        // Pressed and hovered solid buttons darken instead of fading: a translucent shade let the page
        // through and the white label fell under 4.5:1 (button-contrast.test.ts checks every state).
        solid: {
          _hover: { bg: 'colorPalette.800' },
          _active: { bg: 'colorPalette.900' },
          _expanded: { bg: 'colorPalette.800' },
        },
        // Outline buttons need a visible edge (3:1 against white, WCAG 1.4.11).
        outline: { borderColor: 'colorPalette.600', borderWidth: '2px' },
      },
    },
    defaultVariants: { size: 'lg' },
  }),
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: withOverrides(inputRecipe, {
    base: { borderColor: 'border.control', bg: 'white', _placeholder: { color: 'gray.600' } },
    variants: {
      variant: {
        outline: { borderColor: 'border.control', _invalid: { borderColor: 'border.error', borderWidth: '2px' } },
      },
    },
    defaultVariants: { size: 'lg' },
  }),
  inputAddon: inputAddonRecipe,
  // A link is underlined in its own colour (Chakra's faint underline is easy to miss) and 44 px tall to tap.
  link: withOverrides(linkRecipe, {
    base: { minH: '11' },
    variants: { variant: { underline: { textDecorationColor: 'currentColor' } } },
    defaultVariants: { variant: 'underline' },
  }),
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  field: fieldSlotRecipe,
};
