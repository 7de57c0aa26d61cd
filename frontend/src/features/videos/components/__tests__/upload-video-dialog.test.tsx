import { describe, expect, it, vi } from 'vitest';
import { fireEvent, findToast, renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { FakeXhr } from '@/testing/fake-xhr';
import { TusXhr, videoFile } from '@/testing/tus-xhr';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { VIDEO_MSG } from '@conectando/contracts';
import { UploadVideoDialog } from '../upload-video-dialog';
import { fillForm, renderDialog } from './upload-video-form';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

// jsdom cannot decode video: the browser-side reading is replaced by a fixed answer.
vi.mock('@/features/videos/utils/read-video-file', () => ({
  readVideoFile: vi.fn(async () => ({ duration: 42, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) })),
}));

describe('UploadVideoDialog', () => {
  it('asks for a title, a skill and a file and sends nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reset();
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    expect(
      await screen.findByText('Por favor ingresa un título para tu video', { selector: '.chakra-field__errorText' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Habilidad requerida')).toBeInTheDocument();
    expect(screen.getByText('Por favor selecciona un archivo de video')).toBeInTheDocument();
    // The errors live in the form: no toast repeats them over the dialog's buttons.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Título requerido')).not.toBeInTheDocument();
    expect(screen.queryByText('Archivo requerido')).not.toBeInTheDocument();
    expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file that is not a video before uploading', async () => {
    renderDialog();
    const notVideo = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    // The picker's accept list would hide it; a renamed or dragged file can still arrive.
    fireEvent.change(screen.getByLabelText(/Archivo de video/), { target: { files: [notVideo] } });
    expect(await screen.findByText('Solo se permiten videos MP4, WebM o MOV')).toBeInTheDocument();
  });

  it('shares a story as one multipart request with the duration and poster read in the browser', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reset();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<UploadVideoDialog open kind="story" onClose={onClose} />);
    await user.type(screen.getByLabelText(/Título/), 'Mi infancia');
    await user.upload(screen.getByLabelText(/Archivo de video/), videoFile());
    expect(await screen.findByText(/42s/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compartir historia' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/stories']);
    expect(xhr.body?.get('title')).toBe('Mi infancia');
    expect(xhr.body?.get('duration')).toBe('42');
    expect(xhr.body?.get('poster')).toBeInstanceOf(Blob);
    xhr.progress(45, 100);
    expect(await screen.findByText('Subiendo… 45%')).toBeInTheDocument();
    xhr.respond(201, buildVideo({ title: 'Mi infancia' }));
    await findToast('¡Historia compartida!');
    expect(onClose).toHaveBeenCalled();
  });

  it("says in Spanish why the server refused the video (too big, over the quota) with 'Reintentar'", async () => {
    TusXhr.install();
    TusXhr.refuse = {
      status: 413,
      body: { statusCode: 413, code: 'FILE_TOO_LARGE', message: VIDEO_MSG.quotaExceeded },
    };
    const { user, onClose } = renderDialog();
    await fillForm(user, 'Mi video', 'Tejido');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al subir video');
    expect(alert).toHaveTextContent(VIDEO_MSG.quotaExceeded);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(TusXhr.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    // At the end of a long form, below the fold at 200% text: it brings itself into view.
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(alert);
  });

  it('creates the upload once when Subir is tapped twice', async () => {
    TusXhr.install();
    mockApi({ 'POST /api/skill-videos': json(buildVideo({ title: 'Pan amasado' }), 202) });
    const { user } = renderDialog();
    await fillForm(user, 'Pan amasado');
    await user.dblClick(screen.getByRole('button', { name: 'Subir video' }));
    await findToast('¡Video subido exitosamente!');
    expect(TusXhr.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
