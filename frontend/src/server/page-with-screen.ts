/**
 * `shell` (index.html or a screen's variant of it) with `markup` drawn in its root, and `after` right
 * after the root. The app's code only makes the page interactive: it is named at the end of the
 * page, and at low priority, so a phone fetches it behind the screen instead of sharing its bandwidth.
 */
export function pageWithScreen(shell: string, markup: string, after = ''): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('the page has no empty <div id="root"></div>');
  const code: string[] = [];
  const withoutCode = shell.replaceAll(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_, tag: string) => (code.push(tag.replace(' crossorigin', ' fetchpriority="low" crossorigin')), ''),
  );
  return withoutCode
    .replace(root, () => `<div id="root">${markup}</div>${after}`)
    .replace('</body>', () => `${code.join('')}</body>`);
}
