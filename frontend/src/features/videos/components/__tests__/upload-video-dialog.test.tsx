import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { configure, fireEvent, findToast, renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { UploadVideoDialog } from '../upload-video-dialog';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom cannot decode video: the browser-side reading is replaced by a fixed answer.
vi.mock('@/features/videos/utils/read-video-file', () => ({
  readVideoFile: vi.fn(async () => ({ duration: 42, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) })),
}));

// A stand-in XMLHttpRequest the test answers by hand, with upload progress events.
class FakeXhr {
  static last: FakeXhr | null = null;
  static sent = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    FakeXhr.sent += 1;
  }
  aborted = false;
  abort() {
    this.aborted = true;
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const videoFile = () =>
  new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'pan-amasado.mp4', { type: 'video/mp4' });

const renderDialog = (onClose = vi.fn()) => ({
  onClose,
  ...renderWithProviders(<UploadVideoDialog open onClose={onClose} />),
});

/** Fills the form as a mentor does: title, skill and a video file, whose length the dialog shows. */
async function fillForm(user: ReturnType<typeof renderDialog>['user'], title: string, skill = 'Pan amasado') {
  await user.type(screen.getByLabelText(/Título/), title);
  await user.selectOptions(screen.getByLabelText(/Habilidad/), skill);
  await user.upload(screen.getByLabelText(/Archivo de video/), videoFile());
  expect(await screen.findByText(/42s/)).toBeInTheDocument();
}

describe('UploadVideoDialog', () => {
  it('asks for a title, a skill and a file and sends nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
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

  it('uploads as multipart with the duration and poster read in the browser, showing progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('userId', 'user-1');
    const { user, onClose } = renderDialog();

    await fillForm(user, '  Pan amasado de la abuela  ');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/skill-videos');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-user-id']).toBe('user-1');
    expect(xhr.body?.get('title')).toBe('Pan amasado de la abuela');
    expect(xhr.body?.get('skillName')).toBe('Pan amasado');
    expect(xhr.body?.get('duration')).toBe('42');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    expect(xhr.body?.get('poster')).toBeInstanceOf(Blob);

    xhr.progress(45, 100);
    expect(await screen.findByText('Subiendo… 45%')).toBeInTheDocument();

    xhr.respond(201, buildVideo({ title: 'Pan amasado de la abuela' }));
    await findToast('¡Video subido exitosamente!');
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads the video once when Subir is tapped twice', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = 0;
    const { user } = renderDialog();
    await fillForm(user, 'Pan amasado');
    await user.dblClick(screen.getByRole('button', { name: 'Subir video' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.respond(201, buildVideo({ title: 'Pan amasado' }));
    await findToast('¡Video subido exitosamente!');
    expect(FakeXhr.sent).toBe(1);
  });

  it("lets 'Cancelar' stop an upload under way: the request is aborted, the dialog closes, no error is shown", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const { user, onClose } = renderDialog();
    await fillForm(user, 'Mi video', 'Tejido');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.progress(30, 100);
    expect(await screen.findByText('Subiendo… 30%')).toBeInTheDocument();

    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Error al subir video')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error al subir video' with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, onClose } = renderDialog();
    await fillForm(user, 'Mi video', 'Tejido');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.respond(403, {
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Solo disponible en modo Quiero Enseñar',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al subir video');
    expect(alert).toHaveTextContent('Solo disponible en modo Quiero Enseñar');
    // Said once, in the dialog: no toast over its buttons.
    expect(screen.getAllByText('Solo disponible en modo Quiero Enseñar')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    // At the end of a long form, below the fold at 200% text: it brings itself into view.
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(alert);
  });

  it("keeps the dialog open saying 'Procesando tu video…' while the server converts the upload", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const realFetch = globalThis.fetch;
    const uploaded = buildVideo({ title: 'Pan amasado', status: 'processing', thumbnailUrl: null });
    const { user, onClose } = renderDialog();
    await fillForm(user, 'Pan amasado');
    await user.click(screen.getByRole('button', { name: 'Subir video' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    mockApi({ [`GET /api/skill-videos/${uploaded.id}`]: json(uploaded) });
    FakeXhr.last!.respond(202, uploaded);
    expect(await screen.findByText('Procesando tu video…')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar' }).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', realFetch);
  }, 40_000);
});
