import { describe, expect, it, vi } from 'vitest';
import type { LiveClassJoin } from '@conectando/contracts';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { Feed } from '@/features/live-room/janus/room-connection';
import { RoomStage } from '../room-stage';

const join = (role: 'host' | 'participant', feedId: string, displayName: string): LiveClassJoin => ({
  janusUrl: '/janus',
  room: 'class-1',
  token: 't',
  feedId,
  hostFeedId: 'mentor',
  displayName,
  role,
  pass: 'p',
  expiresAt: '2027-03-09T20:30:00.000Z',
  iceServers: [],
  iceTransportPolicy: 'all',
});
const feed = (id: string, display: string, extra: Partial<Feed> = {}): Feed => ({
  id,
  display,
  stream: null,
  talking: false,
  ...extra,
});
const rosa = feed('mentor', 'Rosa Martínez', { audioMid: '0' });
const tomas = feed('tomas', 'Tomás Fuentes', { audioMid: '0' });
const hernan = feed('hernan', 'Hernán Catalán', { audioMid: '0' });

describe('The live room', () => {
  it('tells a learner the class has not begun until the mentor is there', () => {
    const { unmount } = renderWithProviders(
      <RoomStage
        join={join('participant', 'tomas', 'Tomás Fuentes')}
        localStream={null}
        feeds={[tomas]}
        hands={{}}
        onMute={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('El taller aún no comienza');
    unmount();
    renderWithProviders(
      <RoomStage
        join={join('participant', 'tomas', 'Tomás Fuentes')}
        localStream={null}
        feeds={[tomas, rosa, hernan]}
        hands={{}}
        onMute={vi.fn()}
      />,
    );
    expect(screen.queryByText('El taller aún no comienza')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Video de Rosa Martínez')).toBeInTheDocument();
    expect(screen.getByLabelText('Video de Hernán Catalán')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu video')).toBeInTheDocument();
    // Learners mute nobody.
    expect(screen.queryByRole('button', { name: /Silenciar/ })).not.toBeInTheDocument();
  });

  it('lets the mentor mute a learner, and shows who raised a hand and who speaks', async () => {
    const onMute = vi.fn();
    const { user } = renderWithProviders(
      <RoomStage
        join={join('host', 'mentor', 'Rosa Martínez')}
        localStream={null}
        feeds={[rosa, tomas, feed('hernan', 'Hernán Catalán', { talking: true })]}
        hands={{ tomas: 'Tomás Fuentes' }}
        onMute={onMute}
      />,
    );
    expect(screen.getByText('Tomás Fuentes ✋')).toBeInTheDocument();
    expect(screen.getByLabelText('Video de Hernán Catalán').closest('[data-talking]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Silenciar a Tomás' }));
    expect(onMute).toHaveBeenCalledWith(tomas);
  });
});
