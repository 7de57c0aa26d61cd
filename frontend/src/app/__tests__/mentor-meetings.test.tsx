import { describe, expect, it, vi } from 'vitest';
import { CHAT_ID, buildChat } from '@/testing/handlers/chat';
import { MENTOR_ID as MENTOR, mentorHandlers, VIEWER_ID as ME } from '@/testing/handlers/mentors';
import { json, mockApi } from '@/testing/mock-api';
import { fromChileInputs, toChileInputs } from '@/lib/chile-inputs';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const signedInHandlers = mentorHandlers.viewedBySignedIn;

// YYYY-MM-DD as a person in Chile writes it, día-mes-año.
const written = (day: string) => day.split('-').reverse().join('-');

// 'Agendar Reunión' on a mentor's profile, and the stars others gave the mentor.
describe('/mentor/:id meetings and reviews', () => {
  it("'Agendar Reunión' proposes times in Chile's clock, then opens the chat where the answer will come", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi({
      ...signedInHandlers(),
      [`GET /api/users/${MENTOR}/reviews`]: json([]),
      'POST /api/meetings': (req) => json({ id: 'm-1', status: 'proposed', ...(req.body as object) }, 201),
      'POST /api/chats': json(
        buildChat({ otherParticipant: { id: MENTOR, name: 'Carmen Soto', profileImageUrl: null } }),
      ),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [], otherLastReadSeq: 0 }),
      'GET /api/meetings': json([]),
      'GET /api/reviews/pending': json([]),
    });
    const { user, router } = renderApp({ route: `/mentor/${MENTOR}` });
    await user.click(await screen.findByRole('button', { name: 'Agendar Reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Carmen Soto' });

    // Tomorrow is offered, written día-mes-año (not the browser's mm/dd/yyyy).
    const dayField = within(dialog).getByLabelText('Día');
    expect(dayField).toHaveValue(written(toChileInputs(new Date(Date.now() + 86_400_000)).date));
    expect(dayField).toHaveProperty('type', 'text');

    // A week ahead at 16:30 in Chile, 45 minutes, with a topic.
    const day = toChileInputs(new Date(Date.now() + 7 * 86_400_000)).date;
    await user.clear(dayField);
    await user.type(dayField, written(day));
    // The hour is chosen from a list in Chile's 24-hour clock, 08:00 to 21:00 every quarter; 10:00 at first.
    const hour = within(dialog).getByRole('combobox', { name: 'Hora' });
    expect(hour).toHaveValue('10:00');
    const times = within(hour)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toHaveLength(54);
    expect(times.slice(0, 3)).toEqual(['Elige la hora', '08:00', '08:15']);
    expect(times.slice(-2)).toEqual(['20:45', '21:00']);
    await user.selectOptions(hour, '16:30');
    await user.click(within(dialog).getByRole('radio', { name: '45 min' }));
    await user.type(within(dialog).getByLabelText('Tema (opcional)'), 'Tejido a palillo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`));
    const sent = server.callsTo('POST', '/api/meetings').map((c) => c.body);
    expect(sent).toEqual([
      { inviteeId: MENTOR, slots: [fromChileInputs(day, '16:30')], durationMinutes: 45, topic: 'Tejido a palillo' },
    ]);
    // 16:30 on that day on Chile's wall clock, whatever the zone the test runs in.
    const [slot] = (sent[0] as { slots: string[] }).slots;
    expect(toChileInputs(new Date(slot))).toEqual({ date: day, time: '16:30' });
  });

  it("says the server's Spanish reason when a proposal is refused, and keeps what was written", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi({
      ...signedInHandlers(),
      [`GET /api/users/${MENTOR}/reviews`]: json([]),
      'POST /api/meetings': json(
        { statusCode: 403, code: 'FORBIDDEN', message: 'No puedes agendar una reunión con esta persona' },
        403,
      ),
    });
    const { user } = renderApp({ route: `/mentor/${MENTOR}` });
    await user.click(await screen.findByRole('button', { name: 'Agendar Reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Carmen Soto' });
    await user.type(within(dialog).getByLabelText('Tema (opcional)'), 'Yoga');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No puedes agendar una reunión con esta persona',
    );
    expect(within(dialog).getByLabelText('Tema (opcional)')).toHaveValue('Yoga');

    // A time too soon is said before anything is sent.
    const dayField = within(dialog).getByLabelText('Día');
    await user.clear(dayField);
    await user.type(dayField, '01-01-2020');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cada horario debe ser al menos 5 minutos desde ahora');

    // A day that does not exist: how to write it, then a day is asked for; nothing is sent.
    await user.clear(dayField);
    await user.type(dayField, '31-02-2030');
    await user.tab();
    expect(dayField).toHaveAccessibleErrorMessage('Escribe la fecha como día-mes-año, por ejemplo 05-11-2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige el día y la hora de cada horario');
    expect(server.callsTo('POST', '/api/meetings')).toHaveLength(1);
  });

  it('keeps each day as written when a slot is removed, and starts again when the dialog is reopened', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi({ ...signedInHandlers(), [`GET /api/users/${MENTOR}/reviews`]: json([]) });
    const { user } = renderApp({ route: `/mentor/${MENTOR}` });
    await user.click(await screen.findByRole('button', { name: 'Agendar Reunión' }));
    let dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Carmen Soto' });
    const tomorrow = written(toChileInputs(new Date(Date.now() + 86_400_000)).date);

    await user.click(within(dialog).getByRole('button', { name: 'Agregar otro horario' }));
    const second = within(within(dialog).getByRole('group', { name: 'Horario 2' })).getByLabelText('Día');
    // A slot added is for another hour: none is chosen for it yet.
    expect(within(within(dialog).getByRole('group', { name: 'Horario 2' })).getByLabelText('Hora')).toHaveValue('');
    await user.clear(second);
    await user.type(second, '12-04-2030');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar horario 1' }));
    expect(within(within(dialog).getByRole('group', { name: 'Horario 1' })).getByLabelText('Día')).toHaveValue(
      '12-04-2030',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Agendar Reunión' }));
    dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Carmen Soto' });
    expect(within(dialog).getByLabelText('Día')).toHaveValue(tomorrow);
  });

  it('shows the published reviews and the rating they make', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi({
      ...signedInHandlers(),
      [`GET /api/users/${MENTOR}/reviews`]: json([
        { rating: 5, comment: 'Muy paciente.', authorName: 'Tomás Fuentes', createdAt: new Date().toISOString() },
      ]),
    });
    renderApp({ route: `/mentor/${MENTOR}` });
    const reviews = await screen.findByRole('region', { name: 'Evaluaciones' });
    expect(await within(reviews).findByText('5,0 de 5 · 1 evaluación')).toBeInTheDocument();
    expect(within(reviews).getByText('Muy paciente.')).toBeInTheDocument();
  });
});
