import { describe, expect, it } from 'vitest';
import { pageWithScreen } from '../page-with-screen';

const SHELL = [
  '<html><head><title>Conectando Generaciones</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body><div id="root"></div><noscript>Activa JavaScript</noscript></body></html>',
].join('\n');

describe('pageWithScreen', () => {
  it('draws the screen in the root, its styles in the head, and names the code for after the first paint', () => {
    const page = pageWithScreen(
      SHELL,
      { markup: '<h1 class="css-1">Chats</h1>', styles: '<style data-emotion="css 1">.css-1{color:red}</style>' },
      { after: '<script type="application/json" id="x">{}</script>' },
    );

    expect(page).toBe(
      '<html><head><title>Conectando Generaciones</title>\n<style data-emotion="css 1">.css-1{color:red}</style></head>' +
        '<body><div id="root"><h1 class="css-1">Chats</h1></div>' +
        '<script type="application/json" id="x">{}</script><noscript>Activa JavaScript</noscript>' +
        '<script type="module" fetchpriority="low" src="/load-app-after-paint.js" data-app-code="' +
        '{&quot;entry&quot;:&quot;/assets/index-1.js&quot;,&quot;preloads&quot;:[&quot;/assets/react-1.js&quot;]}' +
        '"></script></body></html>',
    );
  });

  it("names on <html> the text size the person's account chose", () => {
    const page = pageWithScreen(SHELL, { markup: '<h1>Chats</h1>', styles: '' }, { textSize: 'muy-grande' });

    expect(page).toMatch(/^<html data-account-text-size="muy-grande"><head>/);
    expect(pageWithScreen(SHELL, { markup: '<h1>Chats</h1>', styles: '' }, { textSize: null })).toMatch(
      /^<html><head>/,
    );
  });

  it('refuses a page without an empty root', () => {
    expect(() =>
      pageWithScreen('<body><div id="root">x</div></body>', { markup: '<h1>Chats</h1>', styles: '' }),
    ).toThrow(/root/);
  });
});
