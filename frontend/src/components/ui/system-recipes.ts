import { checkboxAnatomy, nativeSelectAnatomy, radioCardAnatomy } from '@chakra-ui/react/anatomy';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

// The recipes of the components this app uses (system.ts hands them to the system), with the
// app's overrides: white fields, visible edges, large default sizes.
const chakraRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
};

const chakraSlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

const recipeOverrides = {
  input: {
    base: { borderColor: 'border.control', bg: 'white', _placeholder: { color: 'gray.600' } },
    variants: {
      variant: {
        outline: { borderColor: 'border.control', _invalid: { borderColor: 'border.error', borderWidth: '2px' } },
      },
    },
    defaultVariants: { size: 'lg' },
  },
  textarea: {
    base: { bg: 'white' },
    variants: { variant: { outline: { borderColor: 'border.control' } } },
  },
  button: {
    base: { fontWeight: 'semibold', minH: '11' },
    // Outline buttons need a visible edge (3:1 against white, WCAG 1.4.11).
    variants: { variant: { outline: { borderColor: 'colorPalette.600', borderWidth: '2px' } } },
    defaultVariants: { size: 'lg' },
  },
};

const slotRecipeOverrides = {
  nativeSelect: {
    slots: nativeSelectAnatomy.keys(),
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
  },
  checkbox: {
    slots: checkboxAnatomy.keys(),
    base: { control: { borderColor: 'border.control' } },
    defaultVariants: { size: 'lg' },
  },
  radioCard: {
    slots: radioCardAnatomy.keys(),
    base: { item: { borderColor: 'border.control' } },
  },
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
// A deep merge of our overrides into Chakra's recipe definitions (which it never mutates).
const merge = (base: Tree, extra: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      return [key, isTree(a) && isTree(b) ? merge(a, b) : (b ?? a)];
    }),
  );
const mergeAll = (base: Tree, extra: Tree) =>
  Object.fromEntries(
    Object.entries(base).map(([key, recipe]) => [
      key,
      isTree(extra[key]) && isTree(recipe) ? merge(recipe, extra[key]) : recipe,
    ]),
  );

export const recipes = mergeAll(chakraRecipes, recipeOverrides);
export const slotRecipes = mergeAll(chakraSlotRecipes, slotRecipeOverrides);
