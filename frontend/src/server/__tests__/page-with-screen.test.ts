import { describe, expect, it } from 'vitest';
import { pageWithScreen } from '../page-with-screen';

const SHELL = [
  '<html><head><title>Conectando Generaciones</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body><div id="root"></div><noscript>Activa JavaScript</noscript></body></html>',
].join('\n');

describe('pageWithScreen', () => {
  it('draws the screen in the root and names the code last, at low priority', () => {
    const page = pageWithScreen(SHELL, '<h1>Chats</h1>', '<script type="application/json" id="x">{}</script>');

    expect(page).toBe(
      '<html><head><title>Conectando Generaciones</title>\n</head><body><div id="root"><h1>Chats</h1></div>' +
        '<script type="application/json" id="x">{}</script><noscript>Activa JavaScript</noscript>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js"></body></html>',
    );
  });

  it('refuses a page without an empty root', () => {
    expect(() => pageWithScreen('<body><div id="root">x</div></body>', '<h1>Chats</h1>')).toThrow(/root/);
  });
});
