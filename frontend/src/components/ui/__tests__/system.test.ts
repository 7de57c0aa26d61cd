import { describe, expect, it } from 'vitest';
import { getSystem } from '../system';

const system = getSystem();

// system.ts hands the recipes to the system after createSystem (start-up cost), and the components of
// later screens add theirs when they load: this checks that Chakra still looks them up at render time,
// with the app's overrides merged in.
describe('system', () => {
  it('serves the recipes of the first screens, with the app overrides', () => {
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('field')).toBe(true);
    expect(system.getRecipe('button')?.base).toMatchObject({ fontWeight: 'semibold', minH: '11' });
    expect(system.getRecipe('button')?.variants?.size).toBeDefined();
    const styles = system.getRecipeFn('button')({ variant: 'outline' })['@layer recipes'];
    expect(styles).toMatchObject({ borderWidth: '2px', fontWeight: 'var(--chakra-font-weights-semibold)' });
  });

  it('adds a component’s recipe, with its overrides, when the component’s module loads', async () => {
    expect(system.isSlotRecipe('tabs')).toBe(false);
    expect(system.isSlotRecipe('checkbox')).toBe(false);
    await Promise.all([import('../chakra/tabs'), import('../chakra/checkbox'), import('../chakra/native-select')]);
    expect(system.isSlotRecipe('tabs')).toBe(true);
    expect(system.getSlotRecipe('checkbox')?.defaultVariants).toMatchObject({ size: 'lg' });
    expect(system.isRecipe('checkmark')).toBe(true);
    expect(system.getSlotRecipe('nativeSelect')?.variants?.variant?.outline?.field).toMatchObject({ bg: 'white' });
  });

  it('keeps the palettes the app uses', () => {
    expect(system.token('colors.brand.700')).toBe('#c2410c');
    expect(system.token('colors.purple.100')).toBeDefined();
    expect(system.token('colors.teal.100')).toBeUndefined();
  });
});
