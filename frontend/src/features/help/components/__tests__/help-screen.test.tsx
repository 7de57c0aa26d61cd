import { HELP_MSG, type HelpRequestResponse } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const rosa = buildUser({ id: 'rosa-1', name: 'Rosa Martínez' });
const REPLY_TIME = { message: `Te responderemos hoy, antes de las 18:00. ${HELP_MSG.hours}` };
const asked: HelpRequestResponse = {
  id: 'h-1',
  text: 'Me pidieron plata',
  context: { type: 'message', id: 'm-1' },
  status: 'open',
  createdAt: new Date().toISOString(),
  replies: [],
};

describe("'Pedir ayuda'", () => {
  let api: ReturnType<typeof mockApi>;

  describe('signed in', () => {
    beforeEach(() => {
      window.localStorage.setItem('userId', rosa.id);
      api = mockApi({
        ...authHandlers.signedIn(rosa),
        ...maintenanceHandlers.off(),
        'GET /api/help/reply-time': json(REPLY_TIME),
        'GET /api/help': json([]),
        'POST /api/help': json({ id: 'h-1' }, 201),
      });
    });

    it('says when we answer, sends the message with what the link was about, and shows the answer live', async () => {
      const socket = createFakeSocket();
      const { user } = renderApp({ route: '/ayuda?tipo=message&id=m-1', socket });
      expect(await screen.findByRole('heading', { level: 1, name: HELP_MSG.title })).toBeInTheDocument();
      expect(await screen.findByRole('note')).toHaveTextContent('Te responderemos hoy, antes de las 18:00.');
      expect(screen.getByText(HELP_MSG.none)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: HELP_MSG.send }));
      expect(screen.getByText(HELP_MSG.textRequired)).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

      api.use({ 'GET /api/help': json([asked]) });
      await user.type(screen.getByRole('textbox', { name: HELP_MSG.textLabel }), 'Me pidieron plata');
      await user.click(screen.getByRole('button', { name: HELP_MSG.send }));
      expect(await screen.findByText(HELP_MSG.sent)).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/help')?.body).toEqual({
        text: 'Me pidieron plata',
        context: { type: 'message', id: 'm-1' },
      });
      const conversation = (await screen.findByText('Me pidieron plata', { selector: 'p' })).closest('li')!;
      expect(conversation).toHaveTextContent(HELP_MSG.waiting);

      await waitFor(() => expect(socket.listenerCount('help:reply')).toBeGreaterThan(0));
      socket.serverEmit('help:reply', {
        requestId: 'h-1',
        reply: { id: 'r-1', text: 'No le envíes dinero.', createdAt: new Date().toISOString() },
      });
      expect(await within(conversation).findByText('No le envíes dinero.')).toBeInTheDocument();
      expect(within(conversation).getByText(HELP_MSG.teamName)).toBeInTheDocument();
    });
  });

  describe('signed out', () => {
    beforeEach(() => {
      window.localStorage.removeItem('userId');
      api = mockApi({
        ...authHandlers.signedOut(),
        ...maintenanceHandlers.off(),
        'GET /api/help/reply-time': json(REPLY_TIME),
        'POST /api/help/public': json({ message: HELP_MSG.sentPublic }, 202),
      });
    });

    it('offers the public form, which answers the same for any email', async () => {
      const { user } = renderApp({ route: '/ayuda' });
      expect(await screen.findByRole('heading', { level: 1, name: HELP_MSG.publicTitle })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'rosa@ejemplo.cl');
      await user.type(screen.getByRole('textbox', { name: HELP_MSG.textLabel }), 'Mi cuenta está suspendida');
      await user.click(screen.getByRole('button', { name: HELP_MSG.send }));
      expect(await screen.findByText(HELP_MSG.sentPublic)).toBeInTheDocument();
      expect(api.calls.find((c) => c.path === '/api/help/public')?.body).toEqual({
        email: 'rosa@ejemplo.cl',
        text: 'Mi cuenta está suspendida',
      });
    });
  });
});
