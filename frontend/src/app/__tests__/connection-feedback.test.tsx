import { act } from '@testing-library/react';
import { CONNECTION_RESTART } from '@conectando/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { onEmptyChats } from '@/testing/empty-chats';
import { mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('connection feedback', () => {
  it('says "Sin conexión" while the browser is offline, and stops saying it when it is back', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    renderApp({ route: '/login' });
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();

    goOffline(true);
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    goOffline(false);
    await waitFor(() => expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument());
  });

  it('fails a sign-in made offline at once, in Spanish, and gives the button back', async () => {
    const server = mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    const { user } = renderApp({ route: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'rosa@demo.cl');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'demo1234');
    goOffline(true);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Sin conexión. Revisa tu internet e inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
    expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('shows the banner when the live connection has been down for more than 3 s', async () => {
    const { socket } = await onEmptyChats();
    socket.connect();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      socket.disconnect();
      act(() => vi.advanceTimersByTime(2500));
      expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Sin conexión')).toBeInTheDocument();
      socket.connect();
      expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  // Past the account's cap of connections the server closes the oldest, saying why. Retried like a
  // lost one, each window closed another's in turn, and this one said 'Revisa tu internet'.
  it("says another window took this one's place, waits, and takes it back with 'Usar aquí'", async () => {
    const { user, socket } = await onEmptyChats();
    socket.connect();
    const connectsBefore = vi.mocked(socket.socket.connect).mock.calls.length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      socket.serverEmit('connection:closed', {
        reason: 'Se abrió esta cuenta en otra ventana o dispositivo; esta conexión se cerró.',
      });
      socket.closeFromServer();
      act(() => vi.advanceTimersByTime(10_000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Conexión en pausa')).toBeInTheDocument();
    expect(
      screen.getByText('Se abrió esta cuenta en otra ventana o dispositivo; esta conexión se cerró.'),
    ).toBeVisible();
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
    expect(socket.socket.connect).toHaveBeenCalledTimes(connectsBefore);

    await user.click(screen.getByRole('button', { name: 'Usar aquí' }));
    expect(socket.socket.connect).toHaveBeenCalledTimes(connectsBefore + 1);
    socket.connect();
    expect(screen.queryByText('Conexión en pausa')).not.toBeInTheDocument();
  });
  // A restarting instance says so and drops the transport: socket.io-client comes back by itself,
  // elsewhere, and nothing asks the person to choose this window.
  it('does not pause the connection when the server is only restarting', async () => {
    const { socket } = await onEmptyChats();
    socket.connect();
    socket.serverEmit('connection:closed', { reason: CONNECTION_RESTART });
    socket.disconnect();
    expect(screen.queryByText('Conexión en pausa')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar aquí' })).not.toBeInTheDocument();
  });
});
