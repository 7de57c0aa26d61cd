import { describe, expect, it, vi } from 'vitest';
import { AccountType, UserMode, type MentorProfileResponse } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { configure, renderApp, screen } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';
const MENTOR = 'user-2';

const PROFILE: MentorProfileResponse = {
  mentor: {
    ...buildUser({ id: MENTOR, name: 'Carmen Soto', mode: UserMode.Mentor }),
    accountType: AccountType.Persona,
    bio: 'Profesora jubilada de artes manuales.',
    region: 'Biobío',
    country: 'chile',
    location: null,
    profileImageUrl: null,
    skills: ['Tejido', 'Cocina chilena', 'Yoga'],
    specialty: null,
    institutionName: null,
    createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  },
  figures: {
    videoCount: 3,
    storyCount: 1,
    learnerCount: 7,
    memberSince: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  },
  videos: [buildVideo({ userId: MENTOR, title: 'Punto jersey' })],
};

const signedInHandlers = (): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: ME })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${ME}`]: json([]),
  [`GET /api/users/${ME}/saved-videos`]: json([]),
  [`GET /api/mentors/${MENTOR}`]: json(PROFILE),
});

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
});
