import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UserMode, type SkillWishResponse } from '@conectando/contracts';
import { page, skillsScreenHandlers } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

// The screen's and the section's code are chunks of their own; transformed once here, not inside the
// first test's wait.
beforeAll(() => Promise.all([import('@/app/routes/skills/skills'), import('../wishes/skill-wishes-section')]), 120_000);

const ME = 'user-1';
const wishOf = (skillName: string, peopleCount: number): SkillWishResponse => ({
  id: `wish-${skillName}`,
  skillName,
  categoryId: 'manualidades-y-artes',
  peopleCount,
  createdAt: '2026-12-01T10:00:00.000Z',
});

const base = (mode: UserMode, wishes: SkillWishResponse[], more: Handlers = {}): Handlers => ({
  ...skillsScreenHandlers(ME, mode),
  'GET /api/skill-videos': json(page([])),
  'GET /api/skill-wishes': () => json(wishes),
  ...more,
});

describe("'Quiero aprender…' on /skills", () => {
  it('lets a learner ask for a skill, see it in Mis deseos with how many share it, and take it back', async () => {
    window.localStorage.setItem('userId', ME);
    const wishes: SkillWishResponse[] = [wishOf('Piano', 1)];
    const server = mockApi(
      base(UserMode.Learner, wishes, {
        'POST /api/skill-wishes': (req) => {
          wishes.unshift(wishOf((req.body as { skillName: string }).skillName, 3));
          return json({ id: 'wish-Tejido', skillName: 'Tejido' }, 201);
        },
        'DELETE /api/skill-wishes/wish-Piano': () => {
          wishes.splice(
            wishes.findIndex((w) => w.id === 'wish-Piano'),
            1,
          );
          return { status: 204 };
        },
      }),
    );
    const { user } = renderApp({ route: '/skills' });

    const section = await screen.findByRole('region', { name: 'Quiero aprender…' });
    const mine = await within(section).findByRole('region', { name: 'Mis deseos' });
    expect(await within(mine).findByText('Piano')).toBeInTheDocument();
    expect(within(mine).getByText('Por ahora solo tú lo pides')).toBeInTheDocument();

    const ask = within(section).getByRole('button', { name: 'Quiero aprender' });
    expect(ask).toBeDisabled();
    await user.selectOptions(within(section).getByRole('combobox', { name: '¿Qué quieres aprender?' }), 'Tejido');
    await user.click(ask);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '¡Listo! Te avisaremos cuando haya un video de Tejido.',
    );
    expect(server.callsTo('POST', '/api/skill-wishes')[0].body).toEqual({ skillName: 'Tejido' });
    expect(await within(mine).findByText('Tejido')).toBeInTheDocument();
    expect(within(mine).getByText('3 personas quieren aprenderlo')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Quitar Piano de mis deseos' }));
    await waitFor(() => expect(within(mine).queryByText('Piano')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/skill-wishes/wish-Piano')).toHaveLength(1);
  });

  it('offers the wish, with the skill already chosen, when a search finds no video', async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      base(UserMode.Learner, [], {
        'POST /api/skill-wishes': json({ id: 'wish-Cerámica', skillName: 'Cerámica' }, 201),
      }),
    );
    const { user } = renderApp({ route: '/skills?q=ceramica' });

    expect(await screen.findByText('No encontramos videos para «ceramica».')).toBeInTheDocument();
    const offer = (await screen.findByText(/Nadie enseña esto todavía/)).parentElement!;
    expect(within(offer).getByRole('combobox', { name: '¿Qué quieres aprender?' })).toHaveValue('Cerámica');
    await user.click(within(offer).getByRole('button', { name: 'Quiero aprender' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'Te avisaremos cuando haya un video de Cerámica.',
    );
    expect(server.callsTo('POST', '/api/skill-wishes')[0].body).toEqual({ skillName: 'Cerámica' });
  });

  it('shows a mentor what learners ask for most', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(
      base(UserMode.Mentor, [], {
        'GET /api/skill-wishes/wanted': json([
          { skillName: 'Tejido', categoryId: 'manualidades-y-artes', peopleCount: 5 },
          { skillName: 'Piano', categoryId: 'musica-y-expresion', peopleCount: 1 },
        ]),
      }),
    );
    renderApp({ route: '/skills' });

    const wanted = await screen.findByRole('region', { name: 'Lo que más quieren aprender' });
    const items = await within(wanted).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Tejido5 personas', 'Piano1 persona']);
    expect(screen.queryByRole('region', { name: 'Quiero aprender…' })).not.toBeInTheDocument();
  });
});
