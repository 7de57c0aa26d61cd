import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { FakeXhr } from '@/testing/fake-xhr';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'nieta.jpg', { type: 'image/jpeg' });
const log = () => screen.getByRole('log');
const ownPhoto = () => within(log()).getByRole('img', { name: 'Foto que enviaste. Abrir en grande' }).closest('li')!;

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:foto-local');
  URL.revokeObjectURL = vi.fn();
  window.localStorage.setItem('userId', ME);
  mockApi({
    ...authHandlers.signedIn(buildUser({ id: ME, name: 'Rosa Martínez' })),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: 1 })]),
    [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [buildMessage(1)], otherLastReadSeq: 0 }),
    'GET /api/notifications/unread-count': json({ count: 0 }),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('a photo sent in a chat', () => {
  it('shows at once as a bubble with its progress; a dropped upload offers Reintentar, which sends it again', async () => {
    const { user } = renderApp({ route: `/chat/${CHAT_ID}`, socket: createFakeSocket() });
    // The chat screen's chunk is compiled on its first use in this file: more than the usual wait.
    await screen.findByText('Mensaje 1', {}, { timeout: 15_000 });
    await user.upload(screen.getByTestId('chat-photo-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));

    // The bar is free again; the photo is in the conversation, on its way.
    expect(await screen.findByRole('button', { name: 'Foto' })).toBeInTheDocument();
    expect(within(ownPhoto()).getByRole('img')).toHaveAttribute('src', 'blob:foto-local');
    FakeXhr.all[0].progress(45, 100);
    await waitFor(() => expect(ownPhoto()).toHaveTextContent('Enviando… 45 %'));

    // The line drops: the bubble says so and keeps the photo for another try.
    FakeXhr.all[0].drop();
    expect(await within(ownPhoto()).findByText('No se pudo enviar')).toBeInTheDocument();
    await user.click(within(ownPhoto()).getByRole('button', { name: 'Reintentar' }));
    expect(FakeXhr.all).toHaveLength(2);
    const [first, again] = FakeXhr.all.map((x) => x.body!);
    expect(again.get('clientMessageId')).toBe(first.get('clientMessageId'));
    expect((again.get('file') as File).name).toBe('nieta.jpg');
    await waitFor(() => expect(ownPhoto()).toHaveTextContent('Enviando… 0 %'));

    const url = `/api/chats/${CHAT_ID}/attachments/m-2`;
    FakeXhr.all[1].respond(201, {
      ...buildMessage(2, { senderId: ME, content: 'Foto', clientMessageId: first.get('clientMessageId') as string }),
      kind: 'photo',
      attachment: { url, mimeType: 'image/jpeg', width: 300, height: 400 },
    });
    await waitFor(() => expect(within(ownPhoto()).getByRole('img')).toHaveAttribute('src', url));
    expect(ownPhoto()).toHaveTextContent('Enviado');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:foto-local');
  });
});
