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
export const LARGE_TEXT = '@media screen and (max-width: 20em)';

// Where the header, the notices and the bottom bar give up their fixed places and scroll with the page:
// with large text, and on a screen short for its text (a phone held sideways with text at 125% or more),
// where the fixed bars took half the screen and the page scrolled in the strip between them.
export const CHROME_IN_FLOW = '@media screen and (max-width: 20em), screen and (max-height: 20em)';

// Side-by-side tiles with large text: one a row, each with the whole width.
export const ONE_COLUMN_WITH_LARGE_TEXT = { [LARGE_TEXT]: { gridTemplateColumns: '1fr' } };

// A name cut to one line at the usual size ('Rosa M…' at large text) is said whole with large text.
export const WHOLE_WITH_LARGE_TEXT = { [LARGE_TEXT]: { whiteSpace: 'normal', overflow: 'visible' } };
