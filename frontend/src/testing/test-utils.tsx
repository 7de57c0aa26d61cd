import type { ReactElement } from 'react';
import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProvider, createAppQueryClient } from '@/app/provider';
import { routes } from '@/app/router';
import { createFakeSocket, type FakeSocket } from './fake-socket';

// AppProvider brings Chakra, react-query (the app's defaults) and the <Toaster />, so toasts render
// in tests exactly as in the app.

// Renders one component inside the app's providers and a router at `route`.
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    socket = createFakeSocket(),
    ...options
  }: { route?: string; socket?: FakeSocket } & RenderOptions = {},
) {
  const queryClient = createAppQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} createSocket={socket.factory}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProvider>,
    options,
  );
  return { ...result, user, queryClient, socket };
}

// Renders the whole app (real routes, gate and chrome) at `route`. The live connection is a fake
// socket (never a real one): the test plays the server through it.
export function renderApp({ route = '/', socket = createFakeSocket() }: { route?: string; socket?: FakeSocket } = {}) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} createSocket={socket.factory}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient, socket };
}

// The toasts' view is a chunk loaded with the first notice (toaster-host.tsx): in a test file that raises
// none before, the notice waits for Vite to transform and load it, which took over 3 s once in a full run
// of the suite on two busy cores (CI, the logout test). Found as soon as it shows; the wait only bounds a failure.
const TOAST_TIMEOUT_MS = 10_000;

// Waits for a toast with this title (and optional description) to be on screen.
export async function findToast(title: string | RegExp, description?: string | RegExp) {
  const titleNode = await screen.findByText(title, {}, { timeout: TOAST_TIMEOUT_MS });
  if (description) expect(await screen.findByText(description)).toBeInTheDocument();
  return titleNode;
}

export * from '@testing-library/react';
export { userEvent };
