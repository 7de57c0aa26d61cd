import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { ApplicationReviews } from '../application-reviews';
import { PublishedReviews } from '../published-reviews';
import { ReviewForm } from '../review-form';

vi.setConfig({ testTimeout: 20_000 });

const MEETING = '22222222-2222-4222-8222-222222222222';

describe('ReviewForm', () => {
  it('asks how it went with five large stars and sends the rating once', async () => {
    const server = mockApi({
      'POST /api/reviews': json(
        {
          id: 'r-1',
          rating: 4,
          comment: 'Muy amable',
          revieweeId: 'user-2',
          published: false,
          createdAt: new Date().toISOString(),
        },
        201,
      ),
    });
    const { user } = renderWithProviders(<ReviewForm subject={{ meetingId: MEETING }} revieweeName="Carmen Soto" />);
    expect(await screen.findByRole('heading', { name: '¿Cómo te fue con Carmen Soto?' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar evaluación' });
    expect(send).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.getByText('Elegiste 4 estrellas.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comentario (opcional)'), '  Muy amable ');
    await user.click(send);

    expect(await screen.findByText('¡Gracias por tu evaluación!')).toBeInTheDocument();
    expect(screen.getByText(/Se mostrará en el perfil de Carmen cuando también te evalúe, o en 14 días/)).toBeVisible();
    expect(server.callsTo('POST', '/api/reviews').map((c) => c.body)).toEqual([
      { meetingId: MEETING, rating: 4, comment: 'Muy amable' },
    ]);
  });

  it("shows the server's Spanish message when the review is refused", async () => {
    mockApi({
      'POST /api/reviews': json(
        { statusCode: 409, code: 'CONFLICT', message: 'Ya evaluaste a esta persona por este encuentro' },
        409,
      ),
    });
    const { user } = renderWithProviders(
      <ReviewForm subject={{ applicationId: 'app-1' }} revieweeName="Camila Rojas" />,
    );
    await user.click(await screen.findByRole('radio', { name: '5 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya evaluaste a esta persona por este encuentro');
  });
});

describe('PublishedReviews', () => {
  it('shows the rating the published reviews make, and each review', async () => {
    mockApi({
      'GET /api/users/user-2/reviews': json([
        {
          rating: 5,
          comment: 'Explica con paciencia.',
          authorName: 'Tomás Fuentes',
          createdAt: new Date().toISOString(),
        },
        { rating: 4, comment: null, authorName: 'Ana Pérez', createdAt: new Date().toISOString() },
      ]),
    });
    renderWithProviders(<PublishedReviews userId="user-2" firstName="Carmen" />);
    expect(await screen.findByText('4,5 de 5 · 2 evaluaciones')).toBeInTheDocument();
    expect(screen.getByText('Explica con paciencia.')).toBeInTheDocument();
    expect(screen.getByText('5 de 5 estrellas')).toBeInTheDocument();
    expect(screen.getByText(/Ana Pérez/)).toBeInTheDocument();
  });

  it('says nobody has reviewed yet instead of showing made-up stars', async () => {
    mockApi({ 'GET /api/users/user-2/reviews': json([]) });
    renderWithProviders(<PublishedReviews userId="user-2" firstName="Carmen" />);
    expect(await screen.findByText(/Aún nadie evalúa a Carmen/)).toBeInTheDocument();
  });
});

describe('ApplicationReviews', () => {
  it('asks about the awarded work only, never about meetings', async () => {
    mockApi({
      'GET /api/reviews/pending': json([
        { meetingId: null, applicationId: 'app-1', revieweeId: 'pro-1', revieweeName: 'Camila Rojas' },
        { meetingId: MEETING, applicationId: null, revieweeId: 'user-2', revieweeName: 'Carmen Soto' },
      ]),
    });
    renderWithProviders(<ApplicationReviews />);
    expect(await screen.findByRole('heading', { name: '¿Cómo te fue con Camila Rojas?' })).toBeInTheDocument();
    expect(screen.queryByText('¿Cómo te fue con Carmen Soto?')).not.toBeInTheDocument();
  });
});
