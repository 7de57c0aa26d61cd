import { describe, expect, it, vi } from 'vitest';
import type { LiveClassDetail } from '@conectando/contracts';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { LiveClassDetailPage } from '../live-class-detail';

vi.setConfig({ testTimeout: 20_000 });

const ID = '33333333-3333-4333-8333-333333333333';
const MIN = 60_000;

const buildClass = (overrides: Partial<LiveClassDetail> = {}): LiveClassDetail => ({
  id: ID,
  title: 'Tejido a palillo',
  skillName: 'Tejido',
  mentor: { id: 'mentor-1', name: 'Marta Rojas', profileImageUrl: null },
  startsAt: new Date(Date.now() + 26 * 60 * MIN).toISOString(),
  durationMinutes: 60,
  capacity: 5,
  seatsLeft: 2,
  status: 'scheduled',
  myStatus: null,
  myPosition: null,
  description: 'Punto jersey con lana gruesa.',
  enrolledCount: 3,
  waitlistCount: 0,
  isMentor: false,
  version: 0,
  rating: { average: null, count: 0 },
  canReview: false,
  ...overrides,
});

const path = `/api/live-classes/${ID}`;

describe('Live class detail', () => {
  it('lets a learner take a seat with one tap, then shows it and offers to leave it', async () => {
    let current = buildClass();
    const server = mockApi({
      [`GET ${path}`]: () => json(current),
      [`GET ${path}/reviews`]: json([]),
      [`POST ${path}/enrol`]: () => {
        current = buildClass({ myStatus: 'enrolled', seatsLeft: 1 });
        return json({ status: 'enrolled' }, 201);
      },
    });
    const { user } = renderWithProviders(<LiveClassDetailPage classId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Tejido a palillo' })).toBeInTheDocument();
    expect(screen.getByText('Quedan 2 cupos')).toBeInTheDocument();
    expect(screen.getByText(/hora de Chile/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText('Tienes tu cupo en este taller')).toBeInTheDocument();
    expect(server.callsTo('POST', `${path}/enrol`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Dejar mi cupo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar al taller' })).not.toBeInTheDocument();
  });

  it('says the place in line, and a full class offers the waiting list', async () => {
    mockApi({
      [`GET ${path}`]: json(buildClass({ seatsLeft: 0, myStatus: 'waitlisted', myPosition: 2 })),
      [`GET ${path}/reviews`]: json([]),
    });
    renderWithProviders(<LiveClassDetailPage classId={ID} />);
    expect(await screen.findByText(/Estás en lista de espera: lugar 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeInTheDocument();
  });

  it('shows "Entrar al taller" from 10 minutes before the start, linking to the room', async () => {
    mockApi({
      [`GET ${path}`]: json(
        buildClass({ myStatus: 'enrolled', startsAt: new Date(Date.now() + 5 * MIN).toISOString() }),
      ),
      [`GET ${path}/reviews`]: json([]),
    });
    renderWithProviders(<LiveClassDetailPage classId={ID} />);
    const join = await screen.findByRole('link', { name: 'Entrar al taller' });
    expect(join).toHaveAttribute('href', `/live-classes/${ID}/room`);
  });

  it('gives the mentor edit and cancel (confirmed first) instead of a seat', async () => {
    let current = buildClass({ isMentor: true, enrolledCount: 2, waitlistCount: 1 });
    const server = mockApi({
      [`GET ${path}`]: () => json(current),
      [`GET ${path}/reviews`]: json([]),
      [`POST ${path}/cancel`]: () => {
        current = { ...current, status: 'cancelled' };
        return json(current);
      },
    });
    const { user } = renderWithProviders(<LiveClassDetailPage classId={ID} />);
    expect(await screen.findByText('2 de 5 cupos tomados · 1 en lista de espera')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/live-classes/${ID}/editar`);
    await user.click(screen.getByRole('button', { name: 'Cancelar taller' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Avisaremos a las 3 personas inscritas o en espera.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar taller' }));
    expect(await screen.findByText('Este taller fue cancelado')).toBeInTheDocument();
    expect(server.callsTo('POST', `${path}/cancel`)).toHaveLength(1);
  });

  it('asks a participant to rate an ended class and shows the reviews', async () => {
    const server = mockApi({
      [`GET ${path}`]: json(
        buildClass({
          myStatus: 'enrolled',
          canReview: true,
          startsAt: new Date(Date.now() - 3 * 60 * MIN).toISOString(),
        }),
      ),
      [`GET ${path}/reviews`]: json([
        { rating: 5, comment: 'Muy clara', authorName: 'Rosa', createdAt: new Date().toISOString() },
      ]),
      [`POST ${path}/reviews`]: json(
        { rating: 4, comment: null, authorName: 'Luis', createdAt: new Date().toISOString() },
        201,
      ),
    });
    const { user } = renderWithProviders(<LiveClassDetailPage classId={ID} />);
    expect(await screen.findByText('El taller terminó.')).toBeInTheDocument();
    expect(await screen.findByText('Rosa: 5 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    await waitFor(() => expect(server.callsTo('POST', `${path}/reviews`)[0]?.body).toEqual({ rating: 4 }));
  });
});
