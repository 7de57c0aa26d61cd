import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, dropEagerGlobal, EAGER_GLOBAL } from '../chakra-eager-global';
import { CHAKRA_VERSION_CHECKED } from '../chakra-recipes';

const chakraDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const systemModule = join(chakraDir, 'dist/esm/styled-system/system.js');

// The build rewrites Chakra's published createSystem: an upgrade must come through here and re-check it.
describe('dropEagerGlobal', () => {
  it('is used with the Chakra release it was checked against', () => {
    const { version } = JSON.parse(readFileSync(join(chakraDir, 'package.json'), 'utf8')) as { version: string };
    expect(version).toBe(CHAKRA_VERSION_CHECKED);
  });

  it('finds the installed system module by its path and empties its one eager global line', () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
    const code = readFileSync(systemModule, 'utf8');
    expect(code.split(EAGER_GLOBAL)).toHaveLength(2);
    const patched = dropEagerGlobal(code);
    expect(patched).toContain('const _global = [];');
    expect(patched).not.toContain(EAGER_GLOBAL);
  });

  it('refuses a system module that no longer reads as checked', () => {
    expect(() => dropEagerGlobal('const _global = [getGlobalCss()];')).toThrow("Chakra's createSystem changed");
  });
});
