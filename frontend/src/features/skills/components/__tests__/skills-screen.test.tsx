import { describe, expect, it, vi } from 'vitest';
import { UserMode } from '@conectando/contracts';
import { asSaved, buildVideo, page, skillsScreenHandlers } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';
const TEJIDO = buildVideo({ title: 'Tejido a palillo para principiantes' });
const BUFANDA = buildVideo({ title: 'Una bufanda de tejido' });
const BORDADO = buildVideo({ title: 'Bordado mexicano', skillName: 'Bordado', duration: null });

const base = (more: Handlers = {}): Handlers => ({
  ...skillsScreenHandlers(ME, UserMode.Learner),
  'GET /api/skill-wishes': json([]),
  'GET /api/skill-videos': (req) =>
    json(page(req.query.get('category') === 'manualidades-y-artes' ? [TEJIDO, BUFANDA, BORDADO] : [])),
  ...more,
});

const savedTab = () => screen.getByRole('link', { name: /Habilidades Guardadas/ });

describe('/skills', () => {
  it('shows the header, the mode badge, the search, both sections and the eight categories with real counts', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(base());
    renderApp({ route: '/skills' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeInTheDocument();
    expect(screen.getByTestId('mode-badge')).toHaveTextContent('APRENDER');
    expect(screen.getByRole('button', { name: /Cambiar/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByPlaceholderText('Buscar habilidades...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscador de Habilidades' })).toHaveAttribute('aria-current', 'page');
    expect(savedTab()).toHaveTextContent('0');
    const list = await screen.findByRole('list', { name: 'Categorías' });
    expect(within(list).getAllByRole('button')).toHaveLength(8);
    expect(within(list).getByRole('button', { name: /Manualidades y Artes.*3 videos · 1 mentor/ })).toBeInTheDocument();
  });

  it("opens a category, filters by the topic chips derived from titles and goes back with 'Volver a categorías'", async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(base());
    const { user } = renderApp({ route: '/skills' });

    await user.click(await screen.findByRole('button', { name: /Manualidades y Artes/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Manualidades y Artes' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filtrar por tema' });
    expect(within(chips).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // A card without a duration shows 2:30.
    expect(screen.getByText('2:30')).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Tejido' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Bordado mexicano' })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Bordado' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Volver a categorías' }));
    expect(await screen.findByRole('list', { name: 'Categorías' })).toBeInTheDocument();
  });

  it('saves a video with its toast, counts it in the saved tab, and removes it again', async () => {
    window.localStorage.setItem('userId', ME);
    let saved: string[] = [];
    const server = mockApi(
      base({
        [`POST /api/users/${ME}/saved-videos/${TEJIDO.id}`]: () => {
          saved = [TEJIDO.id];
          return json({ videoId: TEJIDO.id, saved: true }, 201);
        },
        [`DELETE /api/users/${ME}/saved-videos/${TEJIDO.id}`]: () => {
          saved = [];
          return json({ videoId: TEJIDO.id, saved: false });
        },
      }),
    );
    const { user } = renderApp({ route: '/skills?categoria=manualidades-y-artes' });

    await user.click(
      await screen.findByRole('button', { name: 'Guardar «Tejido a palillo para principiantes»' }, { timeout: 4000 }),
    );
    await findToast('Guardado en Habilidades', 'El video se ha guardado exitosamente');
    expect(saved).toEqual([TEJIDO.id]);
    expect(screen.getByRole('button', { name: 'Guardado «Tejido a palillo para principiantes»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(savedTab()).toHaveTextContent('1');

    await user.click(savedTab());
    const panel = await screen.findByRole('region', { name: 'Habilidades Guardadas' });
    expect(within(panel).getByRole('heading', { name: 'Tejido a palillo para principiantes' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Guardado «Tejido a palillo para principiantes»' }));
    await findToast('Removido', 'El video se ha removido de guardados');
    await waitFor(() => expect(savedTab()).toHaveTextContent('0'));
    expect(server.callsTo('DELETE', `/api/users/${ME}/saved-videos/${TEJIDO.id}`)).toHaveLength(1);
  });

  it("shows the server's message in an 'Error' toast when saving fails", async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(
      base({
        [`GET /api/users/${ME}/saved-videos`]: json([asSaved(BUFANDA)]),
        [`POST /api/users/${ME}/saved-videos/${TEJIDO.id}`]: json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Video no encontrado' },
          404,
        ),
      }),
    );
    const { user } = renderApp({ route: '/skills?categoria=manualidades-y-artes' });
    await user.click(
      await screen.findByRole('button', { name: 'Guardar «Tejido a palillo para principiantes»' }, { timeout: 4000 }),
    );
    await findToast('Error', 'Video no encontrado');
    expect(savedTab()).toHaveTextContent('1');
  });

  it('searches videos by text', async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      base({ 'GET /api/skill-videos': (req) => json(page(req.query.get('q') === 'bordado' ? [BORDADO] : [])) }),
    );
    const { user } = renderApp({ route: '/skills' });
    await user.type(await screen.findByPlaceholderText('Buscar habilidades...'), 'bordado');
    expect(await screen.findByRole('heading', { name: 'Bordado mexicano' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/skill-videos' && c.query.get('q') === 'bordado')).toBe(true);
  });

  it("offers '¿Quisiste decir «…»?' and searches the suggested words when tapped", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      base({
        'GET /api/skill-videos': (req) =>
          req.query.get('q') === 'bordado'
            ? json(page([BORDADO]))
            : json({ ...page([]), ...(req.query.get('q') === 'bordaddo' ? { suggestion: 'bordado' } : {}) }),
      }),
    );
    const { user } = renderApp({ route: '/skills' });
    await user.type(await screen.findByPlaceholderText('Buscar habilidades...'), 'bordaddo');
    await user.click(await screen.findByRole('button', { name: '¿Quisiste decir «bordado»?' }));
    expect(await screen.findByRole('heading', { name: 'Bordado mexicano' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar habilidades...')).toHaveValue('bordado');
    expect(server.calls.some((c) => c.path === '/api/skill-videos' && c.query.get('q') === 'bordado')).toBe(true);
  });

  it("reaches every video of a big category a page at a time with 'Ver más videos', nothing loading on its own", async () => {
    window.localStorage.setItem('userId', ME);
    const many = Array.from({ length: 25 }, (_, i) => buildVideo({ title: `Punto ${i + 1} de tejido` }));
    const server = mockApi(
      base({
        'GET /api/skill-videos': (req) => {
          const pageNo = Number(req.query.get('page'));
          const size = Number(req.query.get('pageSize'));
          return json({
            items: many.slice((pageNo - 1) * size, pageNo * size),
            total: many.length,
            page: pageNo,
            pageSize: size,
          });
        },
      }),
    );
    const { user } = renderApp({ route: '/skills' });
    await user.click(await screen.findByRole('button', { name: /Manualidades y Artes/ }));
    await screen.findByRole('heading', { name: 'Punto 1 de tejido' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Viendo 20 de 25 videos')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/skill-videos')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Ver más videos' }));
    expect(await screen.findByRole('heading', { name: 'Punto 25 de tejido' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(server.calls.filter((c) => c.path === '/api/skill-videos').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Ver más videos' })).not.toBeInTheDocument();
  });

  it("offers 'Ver más videos' under search results too", async () => {
    window.localStorage.setItem('userId', ME);
    const found = Array.from({ length: 21 }, (_, i) => buildVideo({ title: `Bordado ${i + 1}` }));
    mockApi(
      base({
        'GET /api/skill-videos': (req) => {
          const pageNo = Number(req.query.get('page'));
          const size = Number(req.query.get('pageSize'));
          return json({
            items: found.slice((pageNo - 1) * size, pageNo * size),
            total: found.length,
            page: pageNo,
            pageSize: size,
          });
        },
      }),
    );
    const { user } = renderApp({ route: '/skills' });
    await user.type(await screen.findByPlaceholderText('Buscar habilidades...'), 'bordado');
    await screen.findByRole('heading', { name: 'Bordado 1' });
    await user.click(screen.getByRole('button', { name: 'Ver más videos' }));
    expect(await screen.findByRole('heading', { name: 'Bordado 21' })).toBeInTheDocument();
  });
});
