import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { Player } from '../video-player';

vi.setConfig({ testTimeout: 20_000 });

// jsdom plays nothing: play() and pause() only flip `paused` and fire their events (spies, restored after each).
beforeEach(() => {
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
    if (paused) return;
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the player for older eyes and ears', () => {
  it("offers 'Continuar desde 2:15', plays at 0,75× and remembers where it was paused", async () => {
    const video = buildVideo({ duration: 300 });
    const server = mockApi({
      [`GET /api/skill-videos/${video.id}`]: json({ ...video, resumeAt: 135 }),
      [`PUT /api/skill-videos/${video.id}/progress`]: { status: 204 },
    });
    const { user } = renderWithProviders(<Player video={video} />);
    const element = screen.getByLabelText<HTMLVideoElement>(`Video: ${video.title}`);

    await user.click(await screen.findByRole('button', { name: 'Continuar desde 2:15' }));
    expect(element.currentTime).toBe(135);
    expect(screen.queryByRole('button', { name: 'Continuar desde 2:15' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '0,75×' }));
    expect(element.playbackRate).toBe(0.75);
    expect(screen.getByRole('button', { name: '0,75×' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'false');

    element.currentTime = 150;
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/api/skill-videos/${video.id}/progress`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/api/skill-videos/${video.id}/progress`)[0].body).toEqual({ seconds: 150 });
  });

  it("shows neither 'Subtítulos' nor 'Transcripción' for a video without captions, nor a resume for a new one", async () => {
    const video = buildVideo();
    mockApi({ [`GET /api/skill-videos/${video.id}`]: json({ ...video, resumeAt: null }) });
    renderWithProviders(<Player video={video} />);
    await screen.findByRole('button', { name: '1×' });
    fireEvent.loadedMetadata(screen.getByLabelText(`Video: ${video.title}`));
    expect(screen.queryByRole('switch', { name: /Subtítulos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transcripción' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continuar desde/ })).not.toBeInTheDocument();
  });
});
