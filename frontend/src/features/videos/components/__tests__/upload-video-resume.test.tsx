import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { findToast, screen, waitFor } from '@/testing/test-utils';
import { TusXhr, VIDEO_BYTES } from '@/testing/tus-xhr';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { fillForm, renderDialog } from './upload-video-form';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

// jsdom cannot decode video: the browser-side reading is replaced by a fixed answer.
vi.mock('@/features/videos/utils/read-video-file', () => ({
  readVideoFile: vi.fn(async () => ({ duration: 42, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) })),
}));

// A video goes up in pieces (tus): it survives a dropped line, a reload and a 'Cancelar'.
describe('UploadVideoDialog, resumable upload', () => {
  it('sends the video with tus in pieces, shows the progress in Spanish, then records it by its uploadId', async () => {
    TusXhr.install();
    TusXhr.hold = 'PATCH';
    window.localStorage.setItem('userId', 'user-1');
    const uploaded = buildVideo({ title: 'Pan amasado de la abuela', status: 'processing', thumbnailUrl: null });
    const api = mockApi({
      'POST /api/skill-videos': json(uploaded, 202),
      [`GET /api/skill-videos/${uploaded.id}`]: json(uploaded),
    });
    const { user, onClose } = renderDialog();

    await fillForm(user, '  Pan amasado de la abuela  ');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));

    const patch = await TusXhr.next('PATCH');
    const creation = TusXhr.requests.find((r) => r.method === 'POST')!;
    expect(creation.url).toBe('/api/uploads');
    expect(creation.headers['Upload-Length']).toBe(String(VIDEO_BYTES.length));
    expect(creation.headers['x-user-id']).toBe('user-1');
    expect(creation.headers['Upload-Metadata']).toContain(`filetype ${btoa('video/mp4')}`);
    patch.progress(4);
    expect(await screen.findByText('Subiendo tu video… 50 %')).toBeInTheDocument();
    patch.answer();

    expect(await screen.findByText('Procesando tu video…')).toBeInTheDocument();
    const recorded = api.calls.find((c) => c.method === 'POST' && c.path === '/api/skill-videos')!;
    expect(recorded.body).toEqual({
      uploadId: TusXhr.uploadId,
      title: 'Pan amasado de la abuela',
      skillName: 'Pan amasado',
      duration: 42,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("pauses when the connection drops and goes on from the server's offset on 'Reintentar' or when back online", async () => {
    TusXhr.install();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ 'POST /api/skill-videos': json(buildVideo({ title: 'Mi video' }), 202) });
    const { user } = renderDialog();
    await fillForm(user, 'Mi video', 'Tejido');

    // The line drops after 3 of the 8 bytes reached the server.
    TusXhr.drop = { keep: 3 };
    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    expect(
      await screen.findByText('Se cortó la conexión. Seguiremos desde donde quedó apenas vuelva.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    // 'Reintentar' asks the server what it has and sends only the rest — and drops again at 6.
    TusXhr.drop = { keep: 3 };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(TusXhr.offset).toBe(6));
    expect(TusXhr.requests.filter((r) => r.method === 'PATCH').map((r) => r.headers['Upload-Offset'])).toEqual([
      '0',
      '3',
    ]);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    // Back online: it continues by itself from 6 and the video is recorded.
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await findToast('¡Video subido exitosamente!');
    const patches = TusXhr.requests.filter((r) => r.method === 'PATCH');
    expect(patches.at(-1)!.headers['Upload-Offset']).toBe('6');
    expect(TusXhr.offset).toBe(VIDEO_BYTES.length);
    expect(TusXhr.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    online.mockRestore();
  });

  it('continues an upload left half-way when the same video is chosen again (after a reload)', async () => {
    TusXhr.install();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ 'POST /api/skill-videos': json(buildVideo({ title: 'Mi video' }), 202) });
    const first = renderDialog();
    await fillForm(first.user, 'Mi video', 'Tejido');
    TusXhr.drop = { keep: 5 };
    await first.user.click(screen.getByRole('button', { name: 'Subir video' }));
    expect(await screen.findByText('Subida en pausa: 0 % enviado')).toBeInTheDocument();
    // The page goes away (a reload, the phone closing the tab): the upload's address stays stored.
    first.unmount();
    online.mockReturnValue(true);

    const again = renderDialog();
    await fillForm(again.user, 'Mi video', 'Tejido');
    const before = TusXhr.requests.length;
    await again.user.click(screen.getByRole('button', { name: 'Subir video' }));
    await findToast('¡Video subido exitosamente!');
    const after = TusXhr.requests.slice(before);
    expect(after.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
    expect(after[1].headers['Upload-Offset']).toBe('5');
    expect(TusXhr.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    online.mockRestore();
  });

  it("lets 'Cancelar' stop an upload under way: the server forgets it, the dialog closes, no error is shown", async () => {
    TusXhr.install();
    TusXhr.hold = 'PATCH';
    const { user, onClose } = renderDialog();
    await fillForm(user, 'Mi video', 'Tejido');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    const patch = await TusXhr.next('PATCH');
    patch.progress(2);
    expect(await screen.findByText('Subiendo tu video… 25 %')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(patch.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(TusXhr.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(screen.queryByText('Error al subir video')).not.toBeInTheDocument();
  });
});
