import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { BOTTOM_NAV_ON_SCREEN_ATTR, CHOSEN_TEXT_SCALES, largeTextGlobal } from '@/components/layout/chrome-sizes';
import { attachRecipes, type Recipes, type SlotRecipes } from '@/patches/chakra-recipes';
import { recipes, slotRecipes } from './system-recipes';

// Chakra's default theme with only the recipes of the components this app uses: its full set of
// 80 recipes was a fifth of a phone's first-load JavaScript. A component added to the app needs its
// recipe here (it renders unstyled otherwise). Only the palettes the app uses get colour tokens.
const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];
const withoutUnused = <T extends Record<string, unknown>>(palettes: T) =>
  Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

// The app has no dark mode: each of Chakra's semantic tokens keeps its light value only, which
// spares the start-up a second set of CSS variables and their conditions (about 40% of createSystem).
const lightOnly = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(lightOnly);
  if (!value || typeof value !== 'object') return value;
  if ('_light' in value && '_dark' in value) return lightOnly((value as { _light: unknown })._light);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, lightOnly(inner)]));
};

// The root font size the app's rem values are written for: 112.5% of the browser's 16 px.
const APP_ROOT_PX = 18;

// Large text (see largeText in chrome-sizes.ts): the text grows, the spaces between stay as they are
// at the usual size, as a phone keeps its margins when its font scale grows. Grown with the text, a
// card's padding and the page's took a third of a 390 px screen, and words broke letter by letter.
// Control heights are `sizes`, not spacing: 44 px targets still grow with the text. (Important: the
// tokens' own layer comes after the global styles'.)
const spacingAtUsualSize = Object.fromEntries(
  Object.entries(tokens.spacing ?? {}).flatMap(([key, token]) => {
    const value = String((token as { value: unknown }).value);
    return value.endsWith('rem')
      ? [[`--${cssVarsPrefix}-spacing-${key.replace('.', '\\.')}`, `${parseFloat(value) * APP_ROOT_PX}px !important`]]
      : [];
  }),
) as Record<`--${string}`, string>;

// Large text: headings keep their weight but come close to the body's size, as a phone's own large
// type sizes do (iOS's largest title is 1.13× its body). At 200% a page title was 72 px: four words a
// screen, and names broke inside ('Kinesiólo' / 'go/a').
const headingsNearBodySize = Object.fromEntries(
  Object.entries({ xl: '1.125rem', '2xl': '1.1875rem', '3xl': '1.25rem', '4xl': '1.375rem' }).map(([key, size]) => [
    `--${cssVarsPrefix}-font-sizes-${key}`,
    `${size} !important`,
  ]),
) as Record<`--${string}`, string>;

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnused(semanticTokens.colors ?? {}),
    }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Readable by a 75-year-old (WCAG 2.2 AA, docs/decisions/client-data.md): the root font is 18px, so every rem-based
// token (type, spacing, control heights) grows with it; the smallest type tokens are raised; colours
// used for text keep at least 4.5:1 on white; controls are at least 44px tall.
const config = defineConfig({
  globalCss: {
    html: { fontSize: '112.5%', colorPalette: 'brand' },
    // 'Tamaño de letra' (features/text-size): the same 112.5%, times the size the person chose.
    ...Object.fromEntries(
      Object.entries(CHOSEN_TEXT_SCALES).map(([name, scale]) => [
        `html[data-text-size="${name}"]`,
        { fontSize: `${112.5 * scale}%` },
      ]),
    ),
    ...largeTextGlobal(':root', { ...spacingAtUsualSize, ...headingsNearBodySize }),
    body: {
      bg: 'bg.canvas',
      color: 'fg',
      fontSize: 'md',
      lineHeight: '1.6',
    },
    ...largeTextGlobal('*, ::before, ::after', { overflowWrap: 'anywhere' }),
    // Where the phone has Spanish hyphenation (Android's Chrome does), long words break at a syllable.
    ...largeTextGlobal('h1, h2, h3, .chakra-button, nav a', { hyphens: 'auto' }),
    'a, button, input, select, textarea, [role="tab"]': { touchAction: 'manipulation' },
    // Scroll anchoring keeps the first visible element it may choose where it is when the page above
    // it changes. While the bottom bar closes the page on screen, only the bar may be chosen: a card
    // appearing above it (the day's wisdom, 3 s after the screen) no longer moves a tab from under a
    // finger reaching for it.
    [`html[${BOTTOM_NAV_ON_SCREEN_ATTR}] #root > :not(nav)`]: { overflowAnchor: 'none' },
    '*:focus-visible': { outlineOffset: '2px' },
    // Large text (see largeText in chrome-sizes.ts): every screen reflows in one column, so a word
    // wider than the screen breaks instead of pushing the page sideways, and buttons wrap their
    // labels and grow in height instead of overflowing (WCAG 1.4.10).
    // Rows of things (avatar and name, label and action) wrap into a column when they no longer fit.
    ...largeTextGlobal('.chakra-stack', { flexWrap: 'wrap !important' }),
    // No wider than the stack: a wrapping column stack sizes its line to its widest child's one-line
    // width, and a chat's last message (one truncated line) pushed the whole list 1,100 px wide.
    ...largeTextGlobal('.chakra-stack > *', { flexBasis: 'auto !important', maxWidth: '100%' }),
    // Label beside value no longer fits: the label goes above its value.
    ...largeTextGlobal('.chakra-data-list__item', {
      flexDirection: 'column !important',
      alignItems: 'stretch !important',
    }),
    ...largeTextGlobal('.chakra-data-list__itemLabel', { minWidth: '0 !important' }),
    ...largeTextGlobal('.chakra-tabs__list', { flexWrap: 'wrap !important' }),
    // Tabs side by side no longer fit: each takes the width its label needs, on a row of its own when
    // it needs the whole row (squeezed into half of it, 'Guardadas' stood one letter per line).
    ...largeTextGlobal('.chakra-tabs__trigger', {
      flexBasis: 'auto !important',
      flexGrow: '1 !important',
      flexShrink: '1 !important',
      whiteSpace: 'normal !important',
      height: 'auto !important',
    }),
    ...largeTextGlobal('.chakra-badge', { whiteSpace: 'normal !important', maxWidth: '100%' }),
    // (Not a button that sets its own size, OWN_SIZE_WITH_LARGE_TEXT: an icon alone at a target's size.)
    ...largeTextGlobal('.chakra-button:not([data-own-size])', {
      whiteSpace: 'normal !important',
      height: 'auto !important',
      paddingBlock: '0.375rem !important',
      paddingInline: '0.5rem !important',
      maxWidth: '100%',
      flexShrink: '1 !important',
      textAlign: 'center',
      // A label too long to sit beside its icon goes under it, with the button's whole width:
      // beside a 54 px icon, 'Validar Profesional' broke inside 'Profesional'.
      flexWrap: 'wrap',
    }),
  },
  theme: {
    tokens: {
      colors: {
        // A warm terracotta: brand.700 on white is 5.2:1, brand.800 is 7.3:1.
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#ea580c' },
          700: { value: '#c2410c' },
          800: { value: '#9a3412' },
          900: { value: '#7c2d12' },
          950: { value: '#431407' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      fontSizes: {
        // Nothing under 16 px; body and navigation text is md, 18 px.
        '2xs': { value: '0.8889rem' },
        xs: { value: '0.8889rem' },
        sm: { value: '1rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '1.75rem' },
        '4xl': { value: '2rem' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.700}' },
        },
        // Solid buttons in these palettes carry white labels: their 600 shades were 3.3:1 (green).
        red: { solid: { value: '{colors.red.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        bg: {
          canvas: { value: '#fffaf5' },
        },
        fg: {
          muted: { value: '{colors.gray.700}' },
          subtle: { value: '{colors.gray.600}' },
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.800}' },
          warning: { value: '{colors.orange.800}' },
          info: { value: '{colors.blue.800}' },
        },
        border: {
          // Form controls need 3:1 against white (WCAG 1.4.11).
          control: { value: '{colors.gray.500}' },
          error: { value: '{colors.red.700}' },
        },
      },
    },
    textStyles: {
      '2xs': { value: { fontSize: '2xs', lineHeight: '1.375rem' } },
      xs: { value: { fontSize: 'xs', lineHeight: '1.375rem' } },
      sm: { value: { fontSize: 'sm', lineHeight: '1.5rem' } },
      md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
      lg: { value: { fontSize: 'lg', lineHeight: '1.625rem' } },
      xl: { value: { fontSize: 'xl', lineHeight: '1.75rem' } },
      '2xl': { value: { fontSize: '2xl', lineHeight: '2rem' } },
      '3xl': { value: { fontSize: '3xl', lineHeight: '2.25rem' } },
      '4xl': { value: { fontSize: '4xl', lineHeight: '2.5rem' } },
      label: { value: { fontSize: 'md', lineHeight: '1.5rem', fontWeight: 'semibold' } },
    },
  },
});

// Every recipe the app has registered so far: the first screens' here, the others added by
// components/ui/chakra as their screens load (addRecipes), before or after the system is built.
const allRecipes: Recipes = { ...recipes };
const allSlotRecipes: SlotRecipes = { ...slotRecipes };
let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use: main.tsx builds it in a task of its own, apart from
 * the one that runs the app's modules (together they were one long task at start-up on a slow phone).
 * The recipes join the system after it is built (patches/chakra-recipes.ts), so that a later screen's
 * recipes need not be in the first load.
 */
export function getSystem(): SystemContext {
  if (!built) {
    built = createSystem(defaultBaseConfig, chakraTheme, config);
    attachRecipes(built, allRecipes, allSlotRecipes);
  }
  return built;
}

/**
 * Styles for a component that not every screen shows, added by its module in components/ui/chakra
 * when the screen that uses it loads: the first screen's JavaScript carries only what it draws.
 */
export function addRecipes(more: { recipes?: Record<string, object>; slotRecipes?: Record<string, object> }): void {
  Object.assign(allRecipes, more.recipes);
  Object.assign(allSlotRecipes, more.slotRecipes);
}
