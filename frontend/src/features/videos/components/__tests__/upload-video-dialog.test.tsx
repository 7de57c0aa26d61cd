import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fireEvent, findToast, renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { FakeXhr } from '@/testing/fake-xhr';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { VIDEO_MSG } from '@conectando/contracts';
import { UploadVideoDialog } from '../upload-video-dialog';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

// jsdom cannot decode video: the browser-side reading is replaced by a fixed answer.
vi.mock('@/features/videos/utils/read-video-file', () => ({
  readVideoFile: vi.fn(async () => ({ duration: 42, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) })),
}));

const VIDEO_BYTES = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);

// A stand-in XMLHttpRequest that plays a tus server (creation, HEAD, PATCH, DELETE) for tus-js-client:
// it keeps the offset, and can hold a request, drop the line after some bytes, or refuse the creation.
class TusXhr {
  static requests: TusXhr[] = [];
  static offset = 0;
  static uploadId = '7a1c3d4e-0000-4000-8000-00000000abcd';
  static hold: string | null = null;
  static drop: { keep: number } | null = null;
  static refuse: { status: number; body: unknown } | null = null;
  static install() {
    TusXhr.requests = [];
    TusXhr.offset = 0;
    TusXhr.hold = null;
    TusXhr.drop = null;
    TusXhr.refuse = null;
    window.localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', TusXhr);
  }
  static async next(method: string) {
    let found: TusXhr | undefined;
    await waitFor(() => expect((found = TusXhr.requests.find((r) => r.method === method && !r.done))).toBeDefined());
    return found!;
  }
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  body: Blob | null = null;
  aborted = false;
  done = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: Blob | null) {
    this.body = body;
    TusXhr.requests.push(this);
    if (TusXhr.hold === this.method) {
      TusXhr.hold = null;
      return;
    }
    setTimeout(() => this.answer(), 0);
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total: this.body?.size ?? 0 }));
  }
  private reply(status: number, headers: Record<string, string> = {}, body = '') {
    if (this.aborted) return;
    this.done = true;
    this.status = status;
    this.responseHeaders = { 'tus-resumable': '1.0.0', ...headers };
    this.responseText = body;
    act(() => this.onload?.());
  }
  answer() {
    if (this.method === 'POST') {
      if (TusXhr.refuse) return this.reply(TusXhr.refuse.status, {}, JSON.stringify(TusXhr.refuse.body));
      return this.reply(201, { location: `/api/uploads/${TusXhr.uploadId}` });
    }
    if (this.method === 'HEAD')
      return this.reply(200, { 'upload-offset': String(TusXhr.offset), 'upload-length': String(VIDEO_BYTES.length) });
    if (this.method === 'DELETE') return this.reply(204);
    if (this.method === 'PATCH') {
      if (TusXhr.drop) {
        TusXhr.offset += TusXhr.drop.keep;
        TusXhr.drop = null;
        this.done = true;
        act(() => this.onerror?.(new Error('network')));
        return;
      }
      TusXhr.offset += this.body?.size ?? 0;
      return this.reply(204, { 'upload-offset': String(TusXhr.offset) });
    }
  }
}

const videoFile = () =>
  new File([VIDEO_BYTES], 'pan-amasado.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

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
