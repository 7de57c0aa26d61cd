import { describe, expect, it } from 'vitest';
import { getSystem } from '../system';

const system = getSystem();

// Buttons are drawn in these palettes (colorPalette on a Button or inherited from <html>).
const PALETTES = ['brand', 'red', 'green', 'gray'];
const VARIANTS = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'];
const STATES = ['_hover', '_active', '_expanded'] as const;
// What a button sits on: cards are white, the page is bg.canvas.
const SURFACES = ['colors.white', 'colors.bg.canvas'];
const AA_TEXT = 4.5;

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

/** A colour token ('colorPalette.solid/90', 'white', '{colors.brand.700}') as the hex it ends at. */
function resolve(value: string, palette: string): { rgb: Rgb; alpha: number } | 'transparent' {
  const [ref, opacity] = value.replace(/^\{(.*)\}$/, '$1').split('/');
  if (ref === 'transparent') return 'transparent';
  if (ref.startsWith('#')) return { rgb: parseHex(ref), alpha: opacity ? Number(opacity) / 100 : 1 };
  const name = ref.replace(/^colors\./, '').replace(/^colorPalette\./, `${palette}.`);
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const inner = resolve(String(token.originalValue), palette);
  if (inner === 'transparent') return inner;
  return { rgb: inner.rgb, alpha: inner.alpha * (opacity ? Number(opacity) / 100 : 1) };
}

const over = (top: { rgb: Rgb; alpha: number }, below: Rgb): Rgb =>
  top.rgb.map((c, i) => c * top.alpha + below[i] * (1 - top.alpha)) as Rgb;

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

type Styles = { bg?: string; color?: string } & Partial<
  Record<(typeof STATES)[number], { bg?: string; color?: string }>
>;

describe('button contrast, from the theme tokens', () => {
  const variants = system.getRecipe('button')?.variants?.variant as Record<string, Styles>;

  const cases = PALETTES.flatMap((palette) =>
    VARIANTS.flatMap((variant) =>
      (['rest', ...STATES] as const).flatMap((state) =>
        SURFACES.map(
          (surface) => [`${palette} ${variant} ${state} on ${surface}`, palette, variant, state, surface] as const,
        ),
      ),
    ),
  );

  it('should know every variant it checks', () => {
    expect(Object.keys(variants)).toEqual(expect.arrayContaining(VARIANTS));
  });

  it.each(cases)('%s keeps its label at 4.5:1 at least', (_name, palette, variant, state, surface) => {
    const styles = variants[variant];
    const stateStyles = state === 'rest' ? {} : (styles[state] ?? {});
    const page = resolve(surface, palette);
    if (page === 'transparent') throw new Error('a page has a colour');
    const bgValue = stateStyles.bg ?? styles.bg ?? 'transparent';
    const bg = resolve(bgValue, palette);
    const background = bg === 'transparent' ? page.rgb : over(bg, page.rgb);
    const text = resolve(stateStyles.color ?? styles.color ?? 'fg', palette);
    if (text === 'transparent') throw new Error('a label has a colour');
    const ratio = contrast(over(text, background), background);
    expect({ ratio: Math.round(ratio * 100) / 100, atLeast: ratio >= AA_TEXT }).toEqual({
      ratio: expect.any(Number),
      atLeast: true,
    });
  });

  it("should measure the primary button's hover as the person sees it", () => {
    const brandSolid = variants.solid;
    const hover = resolve(brandSolid._hover?.bg ?? '', 'brand');
    if (hover === 'transparent') throw new Error('hover has a colour');
    expect(contrast(over(hover, [255, 255, 255]), [255, 255, 255])).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
