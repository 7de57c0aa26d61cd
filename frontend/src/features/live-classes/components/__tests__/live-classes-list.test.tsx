import { describe, expect, it, vi } from 'vitest';
import { UserMode, type LiveClassSummary } from '@conectando/contracts';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import { LiveClassesList } from '../live-classes-list';

vi.setConfig({ testTimeout: 20_000 });

const knit: LiveClassSummary = {
  id: 'c1',
  title: 'Tejido a palillo',
  skillName: 'Tejido',
  mentor: { id: 'm1', name: 'Marta Rojas', profileImageUrl: null },
  // Thursday 11 March 2027, 16:00 in Chile.
  startsAt: '2027-03-11T19:00:00.000Z',
  durationMinutes: 60,
  capacity: 5,
  seatsLeft: 0,
  status: 'scheduled',
  myStatus: 'waitlisted',
  myPosition: 3,
};
const bread: LiveClassSummary = {
  ...knit,
  id: 'c2',
  title: 'Pan amasado',
  skillName: 'Pan amasado',
  seatsLeft: 1,
  myStatus: null,
  myPosition: null,
};

describe('Talleres en vivo', () => {
  it('lists the classes with their time in Chile and the caller’s place, and filters by skill', async () => {
    const server = mockApi({
      'GET /api/live-classes': (req) => json(req.query.get('skill') === 'Tejido' ? [knit] : [knit, bread]),
    });
    const { user } = renderWithProviders(
      <LiveClassesList mode={UserMode.Learner} newClassPath="/live-classes/nuevo" />,
    );
    const card = await screen.findByRole('article', { name: 'Tejido a palillo' });
    expect(card).toHaveTextContent('jueves 11 de marzo, 16:00 · 60 minutos');
    expect(card).toHaveTextContent('Estás en lista de espera: lugar 3');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/live-classes/c1');
    expect(screen.getByRole('article', { name: 'Pan amasado' })).toHaveTextContent('Queda 1 cupo');
    // A learner sees why they cannot schedule one.
    expect(screen.getByRole('button', { name: 'Nuevo taller' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Habilidad' }), 'Tejido');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/live-classes').at(-1)?.query.get('skill')).toBe('Tejido');
  });
});
