import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { attachRecipes, CHAKRA_VERSION_CHECKED, type Recipes } from '../chakra-recipes';

const installedChakra = (): string =>
  (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

// The patch writes into Chakra's private config: an upgrade must come through here and re-check it.
describe('attachRecipes', () => {
  it('is used with the Chakra release it was checked against', () => {
    expect(installedChakra()).toBe(CHAKRA_VERSION_CHECKED);
  });

  it('serves recipes handed to the built system, and ones added to them later', () => {
    const system = createSystem(defaultBaseConfig, defineConfig({ theme: {} }));
    const recipes: Recipes = { seal: defineRecipe({ base: { borderWidth: '3px' } }) };
    attachRecipes(system, recipes, {});
    expect(system.isRecipe('seal')).toBe(true);
    expect(system.getRecipeFn('seal')({})['@layer recipes']).toMatchObject({ borderWidth: '3px' });

    recipes.stamp = defineRecipe({ base: { borderRadius: '4px' } });
    expect(system.isRecipe('stamp')).toBe(true);
  });
});
