// The frontend's server build (frontend/scripts/prerender.mjs builds it into dist/.server/entry.cjs):
// nothing here ships to the browser. The build draws / and /login with it; the backend draws the
// signed-in screens people open the app on, per request (backend/src/infra/web-client).
export { drawScreen } from './draw';
export { pageWithScreen } from './page-with-screen';
export { DRAWN_SCREENS, renderPage, type PageRedirect, type PageRequest } from './render-page';
