import { expect, type Page } from '@playwright/test';

/** What a person with large text would hit: sideways scrolling, and header or navigation controls on top of each other or cut off. */
export async function expectReflow(page: Page, name: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`scrolls sideways: scrollWidth ${scrollWidth} at ${width}`);
    // Text drawn past the right edge, where an overflow: hidden box cuts it without a scrollbar.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || node.parentElement.closest('[data-scope="toast"], script, style')) continue;
      if (node.parentElement.getBoundingClientRect().width <= 1) continue; // visually hidden (screen readers only)
      let box: Element | null = node.parentElement;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      // A preview cut on purpose with an ellipsis (a chat's last message) is not a fault.
      const boxStyle = box ? getComputedStyle(box) : null;
      if (boxStyle && (boxStyle.textOverflow === 'ellipsis' || boxStyle.webkitLineClamp !== 'none')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 1 && r.height > 1 && r.right > width + 1)
        found.push(`"${text.slice(0, 30)}" runs past the right edge (${Math.round(r.right)} px)`);
      // Text wider than its own box runs over its neighbours ('Conversaciones' over 'Videos').
      const b = box?.getBoundingClientRect();
      if (b && r.width > 1 && (r.right > b.right + 1 || r.left < b.left - 1))
        found.push(
          `"${text.slice(0, 30)}" runs out of its box (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(b.left)}–${Math.round(b.right)})`,
        );
      // A word in a column too narrow for it: a long word may break once where the phone cannot
      // hyphenate ('Postulacione' / 's'), but not letter by letter ('G', 'u', 'a', 'r', …).
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const wordRange = document.createRange();
        wordRange.setStart(node, word.index);
        wordRange.setEnd(node, word.index + word[0].length);
        const lines = new Set([...wordRange.getClientRects()].filter((l) => l.width > 0).map((l) => Math.round(l.top)));
        // An address (an email) is one long word: it may break where it must.
        if (lines.size > 2 && !word[0].includes('@')) found.push(`"${word[0]}" is broken over ${lines.size} lines`);
        // A word of everyday length ('Profesional', 'Institución') fits a line at 200% text on its own.
        else if (lines.size > 1 && word[0].length <= 11) found.push(`"${word[0]}" is broken inside`);
      }
    }
    // A title or name cut with an ellipsis: with large text they are said whole.
    for (const title of document.querySelectorAll('h1, h2, h3')) {
      if (getComputedStyle(title).textOverflow === 'ellipsis' && title.scrollWidth > title.clientWidth + 1)
        found.push(`"${title.textContent?.slice(0, 30)}" is cut with an ellipsis`);
    }
    // A select's choice cut under its chevron ('Selecciona una o…'): a native box cannot wrap, so its
    // text must fit on one line; a base select wraps, so each of its words must.
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      const shown = select.selectedOptions[0]?.text ?? '';
      if (select.getBoundingClientRect().width <= 1 || !shown) continue;
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const wraps = style.appearance === 'base-select' && style.whiteSpace !== 'nowrap';
      const needed = Math.max(...(wraps ? shown.split(/\s+/) : [shown]).map((part) => measure.measureText(part).width));
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 1)
        found.push(`select shows "${shown.slice(0, 30)}" cut (${Math.round(needed)} px in ${Math.round(room)})`);
    }
    // A field whose only visible name is its placeholder, cut ('Buscar habili'): an input cannot wrap.
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      const labelShown = [...(input.labels ?? [])].some((label) => label.getBoundingClientRect().width > 1);
      const placeholder = getComputedStyle(input, '::placeholder');
      if (labelShown || input.value || placeholder.color === 'rgba(0, 0, 0, 0)') continue;
      if (input.getBoundingClientRect().width <= 1) continue;
      measure.font = `${placeholder.fontStyle} ${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(input.placeholder).width > room + 1)
        found.push(`the field named only "${input.placeholder.slice(0, 30)}" shows it cut`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const area of ['header', 'nav[aria-label="Navegación principal"]']) {
      const controls = [...document.querySelectorAll(`${area} a, ${area} button`)]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0);
      for (const { el, r } of controls)
        if (r.left < -0.5 || r.right > width + 0.5)
          found.push(`${describe(el)} is cut off (${Math.round(r.left)}–${Math.round(r.right)})`);
      for (let i = 0; i < controls.length; i++)
        for (let j = i + 1; j < controls.length; j++) {
          const [a, b] = [controls[i]!, controls[j]!];
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const overlap =
            Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 1 &&
            Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 1;
          if (overlap) found.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
        }
    }
    return found;
  });
  expect.soft(problems, `reflow of ${name}`).toEqual([]);
}

/** Text under 16 px anywhere, or under 18 px in paragraphs and the navigation. */
export async function expectReadableText(page: Page, name: string): Promise<void> {
  const small = await page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('[aria-hidden="true"] svg, script, style, noscript')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue; // visually hidden or not shown
      const size = parseFloat(getComputedStyle(el).fontSize);
      const least = el.closest('p, nav') ? 18 : 16;
      if (size < least) found.add(`"${text.slice(0, 30)}" ${size}px (< ${least})`);
    }
    return [...found];
  });
  expect.soft(small, `text size on ${name}`).toEqual([]);
}

/** Controls smaller than 44 × 44 px (WCAG 2.5.5 level AAA, which the issue asks for). */
export async function expectLargeTargets(page: Page, name: string): Promise<void> {
  const small = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="menuitem"], label:has(input[type="checkbox"])';
    const found: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      // A radio or a checkbox inside its label is tapped through the whole label: that is its target.
      const label = el.matches('input[type="radio"], input[type="checkbox"]') ? el.closest('label') : null;
      const r = (label ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden controls, and the visually hidden inputs of custom checkboxes (their label is the target).
      if (r.width <= 2 || r.height <= 2 || style.visibility === 'hidden') continue;
      if (el.closest('[data-scope="toast"]')) continue; // toasts come and go
      if (Math.round(r.width) < 44 || Math.round(r.height) < 44)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return found;
  });
  expect.soft(small, `target size on ${name}`).toEqual([]);
}

/** Words broken inside, across two lines ('Bienv' / 'enido'): a name must read whole. */
export async function expectWholeWords(page: Page, selector: string, name: string): Promise<void> {
  const broken = await page.locator(selector).evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken, `words broken across lines in ${name}`).toEqual([]);
}
