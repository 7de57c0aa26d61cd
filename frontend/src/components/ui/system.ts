import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { checkboxAnatomy, nativeSelectAnatomy, radioCardAnatomy } from '@chakra-ui/react/anatomy';

// Readable by a 75-year-old (DESIGN §7, WCAG 2.2 AA): the root font is 18px, so every rem-based
// token (type, spacing, control heights) grows with it; the smallest type tokens are raised; colours
// used for text keep at least 4.5:1 on white; controls are at least 44px tall.
const config = defineConfig({
  globalCss: {
    html: { fontSize: '112.5%', colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg', fontSize: 'md', lineHeight: '1.6' },
    'a, button, input, select, textarea, [role="tab"]': { touchAction: 'manipulation' },
    '*:focus-visible': { outlineOffset: '2px' },
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
        '2xs': { value: '0.8125rem' },
        xs: { value: '0.875rem' },
        sm: { value: '0.9375rem' },
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
      '2xs': { value: { fontSize: '2xs', lineHeight: '1.125rem' } },
      xs: { value: { fontSize: 'xs', lineHeight: '1.25rem' } },
      sm: { value: { fontSize: 'sm', lineHeight: '1.375rem' } },
      md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
      lg: { value: { fontSize: 'lg', lineHeight: '1.625rem' } },
      xl: { value: { fontSize: 'xl', lineHeight: '1.75rem' } },
      '2xl': { value: { fontSize: '2xl', lineHeight: '2rem' } },
      '3xl': { value: { fontSize: '3xl', lineHeight: '2.25rem' } },
      '4xl': { value: { fontSize: '4xl', lineHeight: '2.5rem' } },
      label: { value: { fontSize: 'md', lineHeight: '1.5rem', fontWeight: 'semibold' } },
    },
    recipes: {
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
    },
    slotRecipes: {
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
    },
  },
});

export const system = createSystem(defaultConfig, config);
