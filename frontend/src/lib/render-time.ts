// The moment the server drew the screen being hydrated. Relative times ('hace 5 minutos') are written
// as of then until the app runs, so the browser's first pass matches the server's markup exactly.
let drawnAt: () => Date = () => new Date();

export const renderTime = (): Date => drawnAt();

/** Set by the server's renderer (per request) and by main.tsx from the page's first answers. */
export const setRenderTime = (source: () => Date): void => {
  drawnAt = source;
};
