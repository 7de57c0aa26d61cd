import { createHash } from 'node:crypto';
import { runnerImport, type Plugin, type UserConfig } from 'vite';
// The patch itself (Chakra's eager global CSS dropped) is fenced with the other library patches.
import { CHAKRA_SYSTEM_MODULE, dropEagerGlobal } from '../src/patches/chakra-eager-global.ts';

/**
 * The system's global CSS (reset, global styles, every token's CSS variable) as a hashed, cached
 * stylesheet linked from index.html. On a phone at 4x CPU, createSystem generating it and emotion
 * serializing and inserting it were the largest part of the start-up's first long task; the
 * built app's system skips it (`_global` empty, so ChakraProvider inserts nothing of its own).
 * `runtimeConfig` resolves the app's modules to render the CSS in Node with Chakra as published.
 */
export function chakraGlobalStylesheet(runtimeConfig: UserConfig): Plugin {
  let fileName = '';
  return {
    name: 'conectando:chakra-global-stylesheet',
    apply: 'build',
    async buildStart() {
      if (this.environment.config.build.ssr) return;
      const { module } = await runnerImport<{ systemGlobalCss: () => string }>(
        '/src/components/ui/system-global-css.tsx',
        { ...runtimeConfig, configFile: false, logLevel: 'warn' },
      );
      const css = module.systemGlobalCss();
      fileName = `assets/chakra-global-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return;
      try {
        return dropEagerGlobal(code);
      } catch (e) {
        this.error((e as Error).message);
      }
    },
    transformIndexHtml() {
      if (!fileName) return;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }];
    },
  };
}
