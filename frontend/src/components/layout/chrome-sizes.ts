// Heights of the signed-in header and bottom bar, shared by the layout, its placeholder and the chat panes.
export const APP_HEADER_HEIGHT = '4rem';
export const BOTTOM_NAV_HEIGHT = '5.25rem';

// The notices above the header (a new version, no connection: top-notices.tsx) publish their height
// here; 0 while there are none.
export const TOP_NOTICES_HEIGHT_VAR = '--top-notices-height';
export const TOP_NOTICES_HEIGHT = `var(${TOP_NOTICES_HEIGHT_VAR}, 0px)`;
// A card under the header (the offer of phone notifications) publishes its height here; 0 without one.
export const UNDER_HEADER_HEIGHT_VAR = '--under-header-height';
export const UNDER_HEADER_HEIGHT = `var(${UNDER_HEADER_HEIGHT_VAR}, 0px)`;

// Text so large for the screen that side-by-side layouts no longer fit: the phone's text at about 125%
// and more on a 390 px phone. Media queries in em follow the browser's text size (1em is its default
// font size, not the page's), so this turns on exactly when the person enlarges their text.
const LARGE_TEXT_MEDIA = '@media screen and (max-width: 20em)';
const CHROME_IN_FLOW_MEDIA = '@media screen and (max-width: 20em), screen and (max-height: 20em)';

// The app's own 'Tamaño de letra' (features/text-size) marks <html data-text-size> and grows the root
// font by its scale: a media query cannot see it, so the same layouts turn on where the screen is under
// 20 of the enlarged ems (20em × scale in the browser's ems).
export const CHOSEN_TEXT_SCALES = { grande: 1.5, 'muy-grande': 2 } as const;
const chosen = (name: string) => `html[data-text-size="${name}"]`;
const scaledMedia = (media: string, scale: number) => media.replaceAll('20em', `${20 * scale}em`);

/** `styles` wherever `media` (written in 20em) holds for the text the person has: the browser's or the app's. */
const whenText = (media: string) => (styles: object) => ({
  [media]: styles,
  ...Object.fromEntries(
    Object.entries(CHOSEN_TEXT_SCALES).map(([name, scale]) => [
      scaledMedia(media, scale),
      { [`${chosen(name)} &`]: styles },
    ]),
  ),
});

// 'a, b' under the chosen size: each part gets it; the root itself carries the attribute.
const underChosen = (selector: string, name: string) =>
  selector
    .split(',')
    .map((part) => part.trim())
    .map((part) =>
      part === ':root' || part === 'html' ? `${part}[data-text-size="${name}"]` : `${chosen(name)} ${part}`,
    )
    .join(', ');

/** Styles for large text in a `css` prop or a recipe (spread it beside others). */
export const largeText = whenText(LARGE_TEXT_MEDIA);

/** Global CSS for large text: `selector` styled as largeText does, for both the browser's text and the app's. */
export const largeTextGlobal = (selector: string, styles: object): Record<string, object> => ({
  [selector]: { [LARGE_TEXT_MEDIA]: styles },
  ...Object.fromEntries(
    Object.entries(CHOSEN_TEXT_SCALES).map(([name, scale]) => [
      underChosen(selector, name),
      { [scaledMedia(LARGE_TEXT_MEDIA, scale)]: styles },
    ]),
  ),
});

// Set on <html> while the bottom bar is in the flow and on screen (bottom-nav.tsx): the browser's scroll
// anchoring then keeps the bar, not the content above it, in place when that content grows (system.ts).
export const BOTTOM_NAV_ON_SCREEN_ATTR = 'data-bottom-nav-on-screen';

// Where the header, the notices and the bottom bar give up their fixed places and scroll with the page:
// with large text, and on a screen short for its text (a phone held sideways with text at 125% or more),
// where the fixed bars took half the screen and the page scrolled in the strip between them.
export const chromeInFlow = whenText(CHROME_IN_FLOW_MEDIA);

// Side-by-side tiles with large text: one a row, each with the whole width.
export const ONE_COLUMN_WITH_LARGE_TEXT = largeText({ gridTemplateColumns: '1fr' });

// A name cut to one line at the usual size ('Rosa M…' at large text) is said whole with large text.
export const WHOLE_WITH_LARGE_TEXT = largeText({ whiteSpace: 'normal', overflow: 'visible' });

// Out of sight with large text, still said by a screen reader: a word beside its icon that the row
// has no room for ('Enviar' beside the message box).
export const VISUALLY_HIDDEN_WITH_LARGE_TEXT = largeText({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

/** Whether the chrome is in the flow now (chromeInFlow's condition, for code): the browser's text or the app's. */
export const chromeIsInFlow = (): boolean => {
  const chosen = document.documentElement.getAttribute('data-text-size');
  const scale = (CHOSEN_TEXT_SCALES as Record<string, number>)[chosen ?? ''] ?? 1;
  return window.matchMedia(scaledMedia(CHROME_IN_FLOW_MEDIA, scale).replace('@media ', '')).matches;
};

// On a button that sets its own size with large text (an icon alone at a 48 px target): the global rule
// that lets every button grow with its wrapped label (system.ts, in a layer its styles cannot beat)
// leaves it alone.
export const OWN_SIZE_WITH_LARGE_TEXT = { 'data-own-size': '' } as const;
