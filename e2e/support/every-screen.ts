import { expect, type Page } from '@playwright/test';
import { logIn } from './screens';

/** One screen of spec §2 as a person reaches it, and how to tell it has opened. */
interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function goTo(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await heading(page, title);
}

/** Follows the first link of the page's main area whose address matches (a chat, an offer). */
async function openFirst(page: Page, href: RegExp, title: string | RegExp): Promise<void> {
  // The title shows before the list has loaded: wait for the link as a person waits for the list.
  const firstMatch = async () => {
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.findIndex((h) => href.test(h));
  };
  await expect.poll(firstMatch, { message: `a link to ${href} on ${page.url()}` }).toBeGreaterThanOrEqual(0);
  const index = await firstMatch();
  await page.locator('main a[href]').nth(index).click();
  await heading(page, title);
}

/** Every screen of spec §2, signed in as the account that can see it (demo data). */
const TOUR: { account: string | null; screens: Screen[] }[] = [
  {
    account: null,
    screens: [
      { name: 'landing', open: (p) => goTo(p, '/', /Cómo quieres ingresar/) },
      { name: 'login', open: (p) => goTo(p, '/login', /Ingreso|Iniciar sesión/i) },
      { name: 'register', open: (p) => goTo(p, '/register', 'Crear cuenta') },
      { name: 'terms', open: (p) => goTo(p, '/terminos.html', 'Términos y condiciones') },
      { name: 'privacy', open: (p) => goTo(p, '/privacidad.html', /Política de privacidad/) },
      { name: 'not-found', open: (p) => goTo(p, '/una-pagina-que-no-existe', /404/) },
    ],
  },
  {
    account: 'aprendiz@demo.cl',
    screens: [
      { name: 'skills', open: (p) => goTo(p, '/skills', 'Explorar Habilidades') },
      {
        name: 'mentor',
        open: async (p) => {
          await goTo(p, '/skills', 'Explorar Habilidades');
          await p.getByRole('region', { name: 'Mentores destacados' }).getByRole('link').first().click();
          await expect(p).toHaveURL(/\/mentor\//);
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
        },
      },
      {
        // The demo data has no conversation: one starts as a person starts it, with 'Mensaje'.
        name: 'chat',
        open: async (p) => {
          await goTo(p, '/skills', 'Explorar Habilidades');
          await p
            .getByRole('region', { name: 'Mentores destacados' })
            .getByRole('button', { name: /Mensaje/ })
            .first()
            .click();
          await expect(p).toHaveURL(/\/chat\//);
          // They start writing and leave it for later: the list shows the draft, a long line.
          await p
            .getByRole('textbox', { name: 'Escribe un mensaje' })
            .fill('Hola, quería preguntarle si el taller del sábado sigue en pie y a qué hora empieza');
        },
      },
      {
        // A meeting is proposed as a person proposes it; its card waits in the chat for the answer.
        name: 'meeting-card',
        open: async (p) => {
          await goTo(p, '/skills', 'Explorar Habilidades');
          await p.getByRole('region', { name: 'Mentores destacados' }).getByRole('link').first().click();
          await p.getByRole('button', { name: 'Agendar Reunión' }).click();
          // Tomorrow at 10:00 is proposed unless changed.
          await p.getByRole('dialog').getByRole('button', { name: 'Enviar propuesta' }).click();
          await expect(p).toHaveURL(/\/chat\//);
          await expect(p.getByRole('button', { name: 'Proponer otro horario' }).first()).toBeVisible();
        },
      },
      {
        // The call's page before the call opens: its title and the meeting's card.
        name: 'meeting',
        open: async (p) => {
          const meetings = (await (await p.request.get('/api/meetings')).json()) as { id: string }[];
          await goTo(p, `/reunion/${meetings[0].id}`, /^Reunión con /);
        },
      },
      { name: 'chats', open: (p) => goTo(p, '/chats', /Chats|Mensajes|Conversaciones/) },
      { name: 'stories', open: (p) => goTo(p, '/stories', 'Relatos de la Comunidad') },
      { name: 'profile', open: (p) => goTo(p, '/profile', 'Mi Perfil') },
      // Where the review notices lead: '¿Cómo te fue?' and the meetings ahead.
      { name: 'reviews', open: (p) => goTo(p, '/evaluar', 'Reuniones y evaluaciones') },
    ],
  },
  {
    account: 'profesional@demo.cl',
    screens: [
      { name: 'marketplace', open: (p) => goTo(p, '/marketplace', /Profesional|Marketplace|Mercado/) },
      { name: 'available-offers', open: (p) => goTo(p, '/profesional/salud/ofertas', 'Ofertas Disponibles') },
      { name: 'my-applications', open: (p) => goTo(p, '/profesional/salud/mis-postulaciones', 'Mis Postulaciones') },
      { name: 'premium', open: (p) => goTo(p, '/profesional/premium', 'Premium') },
      { name: 'token-history', open: (p) => goTo(p, '/profesional/tokens', 'Historial de tokens') },
    ],
  },
  {
    account: 'institucion@demo.cl',
    screens: [
      { name: 'publish-offer', open: (p) => goTo(p, '/profesional/centro/publicar', 'Publicar Oferta de Servicio') },
      { name: 'my-offers', open: (p) => goTo(p, '/profesional/centro/mis-solicitudes', 'Mis Solicitudes') },
      {
        name: 'offer-detail',
        open: async (p) => {
          await goTo(p, '/profesional/centro/mis-solicitudes', 'Mis Solicitudes');
          await openFirst(p, /^\/profesional\/centro\/ofertas\/[^/]+$/, 'Detalle de Oferta');
        },
      },
    ],
  },
  {
    account: 'admin@demo.cl',
    screens: [
      { name: 'admin', open: (p) => goTo(p, '/admin', /Administración|Panel/) },
      { name: 'validate-users', open: (p) => goTo(p, '/admin/validar-usuarios', 'Validar Usuarios') },
      { name: 'validate-offers', open: (p) => goTo(p, '/admin/validar-ofertas', 'Validar Ofertas') },
      { name: 'reports', open: (p) => goTo(p, '/admin/reportes', 'Reportes') },
      { name: 'admin-payments', open: (p) => goTo(p, '/admin/pagos', 'Pagos') },
    ],
  },
];

/** Who the tour signs in as, part by part: null for a visitor. */
export const TOUR_ACCOUNTS = TOUR.map(({ account }) => account);

/** Names a part of the tour in a journey's title. */
export const whose = (account: string | null) => (account ? `of ${account}` : 'of a visitor');

/**
 * Opens every screen of spec §2 that `account` sees (a visitor's with null), signing in through the
 * form, and hands each to `check` once its title is on screen. A part a journey: the two workers share
 * the tour, and a slow screen delays one part, not the whole walk.
 */
export async function visitScreensOf(
  page: Page,
  account: string | null,
  check: (name: string) => Promise<void>,
): Promise<void> {
  const part = TOUR.find((candidate) => candidate.account === account);
  if (!part) throw new Error(`No part of the tour signs in as ${account}`);
  if (account) await logIn(page, account);
  for (const screen of part.screens) {
    await screen.open(page);
    await check(screen.name);
  }
}
