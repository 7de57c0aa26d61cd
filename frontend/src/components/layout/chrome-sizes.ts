// Heights of the signed-in header and bottom bar, shared by the layout, its placeholder and the chat panes.
export const APP_HEADER_HEIGHT = '4rem';
export const BOTTOM_NAV_HEIGHT = '5.25rem';

// Text so large for the screen that side-by-side layouts no longer fit: the phone's text at about 125%
// and more on a 390 px phone. Media queries in em follow the browser's text size (1em is its default
// font size, not the page's), so this turns on exactly when the person enlarges their text.
export const LARGE_TEXT = '@media screen and (max-width: 20em)';
