import type { AdminHelpRequestResponse } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '@/testing/handlers/admin';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const asked: AdminHelpRequestResponse = {
  id: 'h-1',
  text: 'Una persona me pide plata. ¿Qué hago?',
  context: { type: 'message', id: 'm-1' },
  status: 'open',
  createdAt: '2026-12-03T14:00:00.000Z',
  replies: [],
  user: { id: 'rosa-1', name: 'Rosa Martínez' },
  email: 'rosa@demo.cl',
};

describe('/admin/ayuda', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = signInAsAdmin({
      'GET /api/admin/help': json([]),
      'POST /api/admin/help/h-1/replies': json(
        { id: 'r-1', text: 'No le envíe dinero.', createdAt: asked.createdAt },
        201,
      ),
    });
  });

  it('shows a new message by itself and answers it', async () => {
    const socket = createFakeSocket();
    const { user } = renderApp({ route: '/admin/ayuda', socket });
    expect(await screen.findByText('No hay mensajes por responder')).toBeInTheDocument();

    api.use({ 'GET /api/admin/help': json([asked]) });
    await waitFor(() => expect(socket.listenerCount('admin:queue-changed')).toBeGreaterThan(0));
    socket.serverEmit('admin:queue-changed', { queue: 'help' });
    const card = (await screen.findByText(asked.text)).closest('li')!;
    expect(card).toHaveTextContent('Rosa Martínez (rosa@demo.cl)');
    expect(card).toHaveTextContent('sobre un mensaje');

    await user.type(within(card).getByRole('textbox', { name: 'Respuesta' }), 'No le envíe dinero.');
    await user.click(within(card).getByRole('button', { name: 'Responder' }));
    await findToast('Respuesta enviada');
    expect(api.callsTo('POST', '/api/admin/help/h-1/replies').map((c) => c.body)).toEqual([
      { text: 'No le envíe dinero.' },
    ]);
  });
});
