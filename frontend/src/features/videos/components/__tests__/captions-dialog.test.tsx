import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { CaptionsButton } from '../captions-button';

vi.setConfig({ testTimeout: 20_000 });

const DRAFT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nhola a todos\n';
const FIXED = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHola a todos\n';

describe("the owner's captions", () => {
  it('opens the automatic draft marked as such, saves the correction and says so', async () => {
    const video = buildVideo({ captions: true, captionsSource: 'auto' });
    const server = mockApi({
      [`GET /api/skill-videos/${video.id}/captions.vtt`]: { text: DRAFT },
      [`PUT /api/skill-videos/${video.id}/captions`]: json({ ...video, captionsSource: 'manual' }),
    });
    const { user } = renderWithProviders(<CaptionsButton video={video} />);

    await user.click(screen.getByRole('button', { name: `Subtítulos (borrador) de «${video.title}»` }));
    const field = await screen.findByRole('textbox', { name: 'Texto de los subtítulos' });
    expect(field).toHaveValue(DRAFT);
    expect(screen.getByText(/Borrador automático: lo escribió el sistema/)).toBeVisible();

    await user.clear(field);
    await user.type(field, FIXED.replace(/\n/g, '{Enter}'));
    await user.click(screen.getByRole('button', { name: 'Guardar subtítulos' }));

    expect(await screen.findByText('Subtítulos guardados. Ya se ven en el video.')).toBeVisible();
    const put = server.callsTo('PUT', `/api/skill-videos/${video.id}/captions`);
    expect(put).toHaveLength(1);
    expect(put[0].headers['content-type']).toBe('text/vtt');
    expect(put[0].body).toBe(FIXED);
    expect(screen.queryByText(/Borrador automático/)).not.toBeInTheDocument();
  });

  it("shows the server's Spanish error next to the field and no success", async () => {
    const video = buildVideo();
    mockApi({
      [`PUT /api/skill-videos/${video.id}/captions`]: json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'El archivo de subtítulos no es válido' },
        400,
      ),
    });
    const { user } = renderWithProviders(<CaptionsButton video={video} />);

    await user.click(screen.getByRole('button', { name: `Subtítulos de «${video.title}»` }));
    const field = await screen.findByRole('textbox', { name: 'Texto de los subtítulos' });
    expect(field).toHaveValue('WEBVTT\n\n');
    await user.type(field, 'sin tiempos');
    await user.click(screen.getByRole('button', { name: 'Guardar subtítulos' }));

    expect(await screen.findByText('El archivo de subtítulos no es válido')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Subtítulos guardados/)).not.toBeInTheDocument();
  });

  it('loads a chosen .vtt file into the editor, and refuses one over 200 KB without reading it', async () => {
    const video = buildVideo();
    const server = mockApi({ [`PUT /api/skill-videos/${video.id}/captions`]: json(video) });
    const { user } = renderWithProviders(<CaptionsButton video={video} />);
    await user.click(screen.getByRole('button', { name: `Subtítulos de «${video.title}»` }));
    const field = await screen.findByRole('textbox', { name: 'Texto de los subtítulos' });
    const picker = screen.getByLabelText<HTMLInputElement>('Subir archivo .vtt', { selector: 'input' });

    await user.upload(picker, new File(['x'.repeat(200 * 1024 + 1)], 'grande.vtt', { type: 'text/vtt' }));
    expect(await screen.findByText('El archivo de subtítulos es demasiado grande. El máximo es 200 KB.')).toBeVisible();
    expect(field).toHaveValue('WEBVTT\n\n');

    await user.upload(picker, new File([FIXED], 'clase.vtt', { type: 'text/vtt' }));
    await waitFor(() => expect(field).toHaveValue(FIXED));
    expect(screen.getByText('Se cargó «clase.vtt». Revísalo y toca «Guardar subtítulos».')).toBeVisible();
    expect(screen.queryByText(/demasiado grande/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar subtítulos' }));
    await waitFor(() => expect(server.callsTo('PUT', `/api/skill-videos/${video.id}/captions`)).toHaveLength(1));
  });

  it('offers nothing for a video whose conversion failed', () => {
    const video = buildVideo({ status: 'failed' });
    mockApi();
    renderWithProviders(<CaptionsButton video={video} />);
    expect(screen.queryByRole('button', { name: /Subtítulos/ })).not.toBeInTheDocument();
  });
});
