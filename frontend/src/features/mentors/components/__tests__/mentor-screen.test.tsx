import { describe, expect, it, vi } from 'vitest';
import { SAFETY_MSG } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { MENTOR_ID as MENTOR, mentorHandlers, VIEWER_ID as ME } from '@/testing/handlers/mentors';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const signedInHandlers = mentorHandlers.viewedBySignedIn;

describe('/mentor/:id', () => {
  it("says 'Acceso denegado' without a session", async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    renderApp({ route: `/mentor/${MENTOR}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeInTheDocument();
  });

  it('shows real figures, bio, skills and videos, never sample numbers', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(signedInHandlers());
    renderApp({ route: `/mentor/${MENTOR}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Carmen Soto' })).toBeInTheDocument();
    expect(screen.getByText('Profesora jubilada de artes manuales.')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Aprendices')).toBeInTheDocument();
    expect(screen.queryByText('4.9')).not.toBeInTheDocument();
    expect(screen.queryByText(/32/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Habilidades' })).toHaveTextContent('TejidoCocina chilenaYoga');
    expect(screen.getByRole('heading', { name: 'Punto jersey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/skills');
  });

  it("'Reportar' on the profile sends a report of the person, then offers to block", async () => {
    window.localStorage.setItem('userId', ME);
    const api = mockApi({
      ...signedInHandlers(),
      'GET /api/users/blocked': json([]),
      'POST /api/reports': json({ id: 'r-1' }, 201),
      [`POST /api/users/${MENTOR}/block`]: { status: 204 },
    });
    const { user } = renderApp({ route: `/mentor/${MENTOR}` });
    await user.click(await screen.findByRole('button', { name: 'Reportar a Carmen Soto' }));
    await user.click(await screen.findByRole('radio', { name: 'Creo que no es quien dice ser' }));
    await user.click(screen.getByRole('button', { name: SAFETY_MSG.reportSend }));
    expect(await screen.findByText(SAFETY_MSG.reportThanks)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports')[0]?.body).toEqual({ targetUserId: MENTOR, reason: 'fake_profile' });

    await user.click(screen.getByRole('button', { name: SAFETY_MSG.block }));
    await user.click(await screen.findByRole('button', { name: SAFETY_MSG.block }));
    await waitFor(() => expect(api.callsTo('POST', `/api/users/${MENTOR}/block`)).toHaveLength(1));
  });

  it('shows no report button on my own profile page', async () => {
    window.localStorage.setItem('userId', MENTOR);
    mockApi({
      ...signedInHandlers(),
      ...authHandlers.signedIn(buildUser({ id: MENTOR })),
      [`GET /api/chats/user/${MENTOR}`]: json([]),
      [`GET /api/users/${MENTOR}/saved-videos`]: json([]),
    });
    renderApp({ route: `/mentor/${MENTOR}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carmen Soto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
  });
});
