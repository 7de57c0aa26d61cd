import type { SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemContext['_config']['theme']>;
export type Recipes = NonNullable<Theme['recipes']>;
export type SlotRecipes = NonNullable<Theme['slotRecipes']>;

/** The Chakra release this was checked against (chakra-recipes.test.ts fails on any other). */
export const CHAKRA_VERSION_CHECKED = '3.37.0';

/**
 * Hands recipes to a system already built, by reference: recipes added to these objects later (a
 * screen's components as their module loads) join it too. Given to createSystem instead, every recipe
 * would have to be in the first load (docs/decisions/library-patches.md).
 *
 * Relies on: the system keeping its config in the private `_config` and reading `theme.recipes` and
 * `theme.slotRecipes` from it when a component first renders (chakra-recipes.test.ts checks both).
 * Remove when: Chakra lets recipes join a built system through its own API.
 */
export function attachRecipes(system: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes): void {
  // The system reads the very theme object of the config it was given (a system built without one
  // reads a fresh object of its own, out of reach).
  const theme = system._config.theme;
  if (!theme) throw new Error('attachRecipes needs a system built with a theme');
  theme.recipes = recipes;
  theme.slotRecipes = slotRecipes;
}
