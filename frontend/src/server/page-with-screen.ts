import type { TextSize } from '@conectando/contracts';
import type { DrawnScreen } from './draw';

// The script that fetches the app's code once the drawn page is on screen (public/).
const LOAD_AFTER_PAINT = '/load-app-after-paint.js';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** What a page drawn for one person carries besides its screen. */
export interface DrawnFor {
  /** Right after the root: the answers the screen was drawn from. */
  after?: string;
  /** The 'Tamaño de letra' the account chose: public/before-app.js shows it before the first paint. */
  textSize?: TextSize | null;
}

/**
 * `shell` (index.html or a screen's variant of it) with the screen drawn in its root, its styles at
 * the end of the head, and `after` right after the root. The app's code only makes the page
 * interactive: the shell's script and preloads are replaced by a list that a small script fetches
 * once the page has been painted, so a slow phone gives the screen its whole bandwidth first.
 */
export function pageWithScreen(
  shell: string,
  { markup, styles }: DrawnScreen,
  { after = '', textSize }: DrawnFor = {},
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('the page has no empty <div id="root"></div>');
  let entry: string | undefined;
  const preloads: string[] = [];
  const withoutCode = shell.replaceAll(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_, tag: string) => {
      if (tag.startsWith('<script')) entry = attribute(tag, 'src');
      else preloads.push(attribute(tag, 'href')!);
      return '';
    },
  );
  if (!entry) throw new Error('the page names no module script');
  const code = JSON.stringify({ entry, preloads }).replaceAll('"', '&quot;');
  return withoutCode
    .replace(/<html\b/, (tag) => (textSize ? `${tag} data-account-text-size="${textSize}"` : tag))
    .replace('</head>', () => `${styles}</head>`)
    .replace(root, () => `<div id="root">${markup}</div>${after}`)
    .replace(
      '</body>',
      () =>
        `<script type="module" fetchpriority="low" src="${LOAD_AFTER_PAINT}" data-app-code="${code}"></script></body>`,
    );
}
