import { describe, expect, it, vi } from 'vitest';
import { UserMode, type UserStatsResponse } from '@conectando/contracts';
import { authHandlers, buildPrivateUser, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';

const profileOf = (mode: UserMode) =>
  buildPrivateUser({ id: ME, mode, bio: 'Tejo desde los 12 años.', skills: ['Tejido', 'Huerto urbano'] });

const STATS: UserStatsResponse = {
  videosSubidos: 2,
  historiasCompartidas: 1,
  videosRevisados: 5,
  conversacionesActivas: 3,
  skillsConVideos: 1,
  totalActividades: 9,
};

const handlers = (mode: UserMode, more: Handlers = {}): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: ME, mode })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${ME}`]: json([]),
  [`GET /api/users/${ME}`]: json(profileOf(mode)),
  [`GET /api/users/${ME}/stats`]: json(STATS),
  [`GET /api/users/${ME}/skill-progress`]: json([]),
  [`GET /api/users/${ME}/skill-videos`]: json([buildVideo({ userId: ME, title: 'Punto arroz' })]),
  [`GET /api/users/${ME}/stories`]: json([]),
  ...more,
});

describe('/profile', () => {
  it('shows the user, real activity stats and the skills grouped by category', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers(UserMode.Mentor));
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rosa Martínez' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta validada')).toBeInTheDocument();
    expect(screen.getByText('Valparaíso, Chile')).toBeInTheDocument();
    expect(screen.getByText('rosa@demo.cl')).toBeInTheDocument();
    expect(screen.getByText(/^Miembro desde hace 2 semanas$/)).toBeInTheDocument();
    expect(await screen.findByTestId('stat-videosRevisados')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-conversacionesActivas')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /Manualidades y Artes \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jardinería y Naturaleza \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/role-selection');
  });

  // At 200% text the four tiles are a screen tall: drawn only once the figures came, they pushed the
  // buttons under them down as a person went to tap one.
  it('holds the stats tiles in place while their figures load', async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(handlers(UserMode.Mentor));
    let release!: () => void;
    const figuresSent = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.endsWith(`/api/users/${ME}/stats`)) await figuresSent;
      return server.fetch(input, init);
    });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('button', { name: 'Editar habilidades' })).toBeInTheDocument();
    const tiles = screen.getByText('Videos Revisados').closest('dl')!;
    expect(tiles).toHaveAttribute('aria-busy', 'true');
    expect(within(tiles).getByText('Conversaciones Activas')).toBeInTheDocument();

    release();
    await waitFor(() => expect(tiles).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('stat-videosRevisados')).toHaveTextContent('5');
  });

  it("disables the mentor-only buttons in learner mode with 'Solo disponible en modo Quiero Enseñar'", async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers(UserMode.Learner));
    const { user } = renderApp({ route: '/profile' });

    const uploads = await screen.findAllByRole('button', { name: 'Subir Video' });
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    for (const button of uploads) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Solo disponible en modo Quiero Enseñar');
    }
    expect(await screen.findByRole('button', { name: 'Eliminar video' })).toBeDisabled();
    // Práctica and Lección stay open to both modes.
    expect(screen.getByRole('button', { name: 'Práctica' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Mis Relatos' }));
    expect(await screen.findByRole('button', { name: 'Compartir Historia' })).toBeDisabled();
  });

  it('enables them in mentor mode', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers(UserMode.Mentor));
    renderApp({ route: '/profile' });
    const uploads = await screen.findAllByRole('button', { name: 'Subir Video' });
    uploads.forEach((button) => expect(button).toBeEnabled());
    expect(screen.queryByText('Solo disponible en modo Quiero Enseñar')).not.toBeInTheDocument();
  });

  it("registers a practice with '¡Práctica registrada!'", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      handlers(UserMode.Learner, {
        [`POST /api/users/${ME}/skills/Tejido/practice`]: json({
          skillName: 'Tejido',
          categoryId: 'manualidades-y-artes',
          practiceCount: 1,
          completedCount: 0,
          completedAt: null,
          lastActivityAt: new Date().toISOString(),
        }),
      }),
    );
    const { user } = renderApp({ route: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Práctica' }));
    await findToast('¡Práctica registrada!');
    expect(await screen.findByText('1 práctica · 0 lecciones')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/users/${ME}/skills/Tejido/practice`)).toHaveLength(1);
  });

  it("switches the mode with 'Cambiar' and stays on the same screen", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      handlers(UserMode.Learner, { [`PATCH /api/users/${ME}/role`]: json(profileOf(UserMode.Mentor)) }),
    );
    const { user, router } = renderApp({ route: '/profile?tab=relatos' });
    expect(await screen.findByTestId('mode-badge')).toHaveTextContent('APRENDER');

    await user.click(screen.getByRole('button', { name: /Cambiar/ }));
    await waitFor(() => expect(screen.getByTestId('mode-badge')).toHaveTextContent('ENSEÑAR'));
    expect(server.callsTo('PATCH', `/api/users/${ME}/role`)[0].body).toEqual({ role: 'mentor' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile?tab=relatos');
    expect(
      within(await screen.findByRole('tabpanel')).getByRole('button', { name: 'Compartir Historia' }),
    ).toBeEnabled();
  });

  it("says 'Usuario no encontrado' when the user is missing", async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(
      handlers(UserMode.Learner, {
        [`GET /api/users/${ME}`]: json({ statusCode: 404, code: 'NOT_FOUND', message: 'Usuario no encontrado' }, 404),
      }),
    );
    renderApp({ route: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/role-selection');
  });

  describe('deleting own videos and stories after a large Spanish confirmation', () => {
    const STORY = buildVideo({
      userId: ME,
      title: 'Mi infancia en el cerro Alegre',
      skillName: 'Historia Personal',
      isStory: true,
    });

    it("deletes a story from 'Mis Relatos' with 'Video eliminado', after asking", async () => {
      window.localStorage.setItem('userId', ME);
      let stories = [STORY];
      const server = mockApi(
        handlers(UserMode.Mentor, {
          [`GET /api/users/${ME}/stories`]: () => json(stories),
          [`DELETE /api/skill-videos/${STORY.id}`]: () => {
            stories = [];
            return { status: 204 };
          },
        }),
      );
      const { user } = renderApp({ route: '/profile?tab=relatos' });
      await screen.findByRole('heading', { name: STORY.title });

      // 'No, volver' leaves it alone.
      await user.click(screen.getByRole('button', { name: 'Eliminar relato' }));
      let dialog = await screen.findByRole('dialog', { name: '¿Eliminar este relato?' });
      expect(dialog).toHaveTextContent(`Se borrará «${STORY.title}» para siempre.`);
      await user.click(within(dialog).getByRole('button', { name: 'No, volver' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.callsTo('DELETE', `/api/skill-videos/${STORY.id}`)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Eliminar relato' }));
      dialog = await screen.findByRole('dialog', { name: '¿Eliminar este relato?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar relato' }));
      await findToast('Video eliminado');
      expect(server.callsTo('DELETE', `/api/skill-videos/${STORY.id}`)).toHaveLength(1);
      expect(await screen.findByText('Aún no compartes relatos.')).toBeInTheDocument();
    });

    it("says 'Error al eliminar video' and keeps the video when the server refuses", async () => {
      window.localStorage.setItem('userId', ME);
      const confirm = vi.spyOn(window, 'confirm');
      const video = buildVideo({ userId: ME, title: 'Punto arroz' });
      mockApi(
        handlers(UserMode.Mentor, {
          [`GET /api/users/${ME}/skill-videos`]: json([video]),
          [`DELETE /api/skill-videos/${video.id}`]: json(
            { statusCode: 403, code: 'FORBIDDEN', message: 'Solo puedes eliminar tus propios videos' },
            403,
          ),
        }),
      );
      const { user } = renderApp({ route: '/profile' });
      await user.click(await screen.findByRole('button', { name: 'Eliminar video' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este video?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar video' }));
      await findToast('Error al eliminar video');
      expect(screen.getByRole('heading', { name: 'Punto arroz' })).toBeInTheDocument();
      expect(confirm).not.toHaveBeenCalled(); // the browser's small box is gone
    });

    it("disables 'Eliminar relato' in learner mode with the hint", async () => {
      window.localStorage.setItem('userId', ME);
      mockApi(handlers(UserMode.Learner, { [`GET /api/users/${ME}/stories`]: json([STORY]) }));
      renderApp({ route: '/profile?tab=relatos' });
      const button = await screen.findByRole('button', { name: 'Eliminar relato' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Solo disponible en modo Quiero Enseñar');
    });
  });

  it("opens the share-story dialog from the 'Historia Personal' skill, not the skill-video one", async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(
      handlers(UserMode.Mentor, {
        [`GET /api/users/${ME}`]: json({ ...profileOf(UserMode.Mentor), skills: ['Tejido', 'Historia Personal'] }),
      }),
    );
    const { user } = renderApp({ route: '/profile' });
    await user.click(await screen.findByRole('button', { name: /Sabiduría y Enseñanza \(1\)/ }));
    const row = (await screen.findByRole('heading', { level: 3, name: 'Historia Personal' })).closest('li')!;
    expect(within(row as HTMLElement).queryByRole('button', { name: 'Subir Video' })).not.toBeInTheDocument();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Compartir Historia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir Historia' });
    expect(within(dialog).queryByLabelText(/Habilidad/)).not.toBeInTheDocument();
  });
});
