import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MSG, type PersonalDataExport } from '@conectando/contracts';
import { authHandlers, buildPrivateUser, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';
const PROFILE = buildPrivateUser({ id: ME });
const EXPORT: PersonalDataExport = {
  format: 'conectando-generaciones/datos-personales',
  version: 1,
  exportedAt: '2026-12-02T10:00:00.000Z',
  userId: ME,
  parts: { profile: { name: 'Rosa Martínez' } },
};

const handlers = (more: Handlers = {}): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: ME })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${ME}`]: json([]),
  [`GET /api/users/${ME}`]: json(PROFILE),
  [`GET /api/users/${ME}/stats`]: json({
    videosSubidos: 0,
    historiasCompartidas: 0,
    videosRevisados: 0,
    conversacionesActivas: 0,
    skillsConVideos: 0,
    totalActividades: 0,
  }),
  [`GET /api/users/${ME}/skill-progress`]: json([]),
  [`GET /api/users/${ME}/skill-videos`]: json([]),
  [`GET /api/users/${ME}/stories`]: json([]),
  ...more,
});

function openProfile(more: Handlers = {}) {
  window.localStorage.setItem('userId', ME);
  const server = mockApi(handlers(more));
  return { server, ...renderApp({ route: '/profile' }) };
}

afterEach(() => vi.restoreAllMocks());

// jsdom's Blob has no text(): the file's contents as a browser would save them.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe("'Mis datos' on the profile", () => {
  it("saves the person's data as a JSON file with 'Descargar mis datos'", async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: readText(blob as Blob) });
      return 'blob:mis-datos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    const { user, server } = openProfile({ 'GET /api/me/export': json(EXPORT) });

    await user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));

    await findToast('Tus datos se descargaron', /mis-datos-conectando-generaciones-2026-12-02\.json/);
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0].name).toBe('mis-datos-conectando-generaciones-2026-12-02.json');
    expect(JSON.parse(await saved[0].text)).toEqual(EXPORT);
    expect(server.callsTo('GET', '/api/me/export')).toHaveLength(1);
  });

  it('says in Spanish when the hour has not passed since the last download', async () => {
    const { user } = openProfile({
      'GET /api/me/export': json(
        { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: PRIVACY_MSG.exportTooSoon },
        429,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    await findToast('No se pudo descargar', PRIVACY_MSG.exportTooSoon);
  });

  it('links to the privacy page', async () => {
    openProfile();
    expect(await screen.findByRole('link', { name: 'Cómo cuidamos tus datos' })).toHaveAttribute(
      'href',
      '/privacidad.html',
    );
  });

  describe("'Eliminar mi cuenta'", () => {
    it('explains what goes and what stays, and cancelling changes nothing', async () => {
      const { user, server } = openProfile();
      await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));

      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
      expect(within(dialog).getByText('Esto no se puede deshacer.')).toBeInTheDocument();
      expect(within(dialog).getByText(/Borraremos tu nombre, email, foto, documentos, videos y relatos/)).toBeVisible();
      expect(within(dialog).getByText(/«Mensaje eliminado»/)).toBeVisible();
      expect(within(dialog).getByText(/pagos y movimientos de tokens sin tus datos/)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.callsTo('DELETE', '/api/me')).toHaveLength(0);
    });

    it('asks for the password, shows a wrong one in Spanish and keeps the person signed in', async () => {
      const { user, server, router } = openProfile({
        'DELETE /api/me': json({ statusCode: 403, code: 'FORBIDDEN', message: PRIVACY_MSG.wrongPassword }, 403),
      });
      await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });

      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
      expect(await within(dialog).findByText('La contraseña es requerida')).toBeInTheDocument();
      expect(server.callsTo('DELETE', '/api/me')).toHaveLength(0);

      await user.type(within(dialog).getByLabelText(/Escribe tu contraseña para confirmar/), 'no-es-esta');
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
      expect(await within(dialog).findByText(PRIVACY_MSG.wrongPassword)).toBeInTheDocument();
      expect(server.callsTo('DELETE', '/api/me')[0].body).toEqual({ password: 'no-es-esta' });
      expect(router.state.location.pathname).toBe('/profile');
    });

    it('erases the account with the right password, forgets the person and shows the sign-in page', async () => {
      const { user, server, router } = openProfile();
      server.use({
        'DELETE /api/me': () => {
          server.use(authHandlers.signedOut());
          return { status: 204 };
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
      await user.type(within(dialog).getByLabelText(/Escribe tu contraseña para confirmar/), 'clave-segura-42');
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

      await findToast('Tu cuenta fue eliminada');
      expect(server.callsTo('DELETE', '/api/me')[0].body).toEqual({ password: 'clave-segura-42' });
      expect(router.state.location.pathname).toBe('/login');
      expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
      expect(window.localStorage.getItem('userId')).toBeNull();
    });
  });
});

describe('/privacidad', () => {
  it('says what is kept, for how long and how to take or erase one’s data', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    renderApp({ route: '/privacidad' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Cuánto tiempo guardamos tus datos/ })).toBeInTheDocument();
    expect(screen.getByText(/durante 6 años, porque la ley tributaria/)).toBeInTheDocument();
    expect(screen.getByText(/toca «Descargar mis datos»/)).toBeInTheDocument();
    expect(screen.getByText(/toca «Eliminar mi cuenta» y confirma con tu contraseña/)).toBeInTheDocument();
  });
});
