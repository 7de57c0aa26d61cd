/**
 * Build-time rewrite of Chakra's createSystem: the line that builds the global CSS (reset, global
 * styles, every token's variable) at start-up is emptied, and the build serves that CSS as a cached
 * stylesheet instead (build/chakra-global-stylesheet.ts; docs/decisions/library-patches.md).
 *
 * Relies on: Chakra's published `styled-system/system.js` holding EAGER_GLOBAL word for word, on the
 * release CHAKRA_VERSION_CHECKED (chakra-eager-global.test.ts checks both; the build fails without it).
 * Remove when: Chakra lets a system skip its global CSS, or start-up no longer pays for it.
 */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** Chakra's system module without its eager global CSS; throws when the module no longer reads as checked. */
export function dropEagerGlobal(code: string): string {
  if (!code.includes(EAGER_GLOBAL)) throw new Error(`Chakra's createSystem changed: "${EAGER_GLOBAL}" not found`);
  return code.replace(EAGER_GLOBAL, 'const _global = [];');
}
