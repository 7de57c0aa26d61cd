import { act } from '@testing-library/react';
import { CHAT_ATTACHMENT_MSG } from '@conectando/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import type { AttachmentUpload } from '@/features/chat/api/send-attachment';
import { ChatComposer } from '@/features/chat/components/chat-composer';
import { ATTACHMENT_MSG } from '../use-attachment-draft';
import { RECORDER_MSG } from '../use-voice-recorder';

const AttachmentBar = ({ upload }: { upload: (u: AttachmentUpload) => Promise<void> }) => (
  <ChatComposer chatId="chat-1" myId="me" upload={upload} onSend={vi.fn()} />
);

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'nieta.jpg', { type: 'image/jpeg' });

/** A MediaRecorder that hands over one chunk of Opus when stopped, as Chrome's does. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: MediaStream, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
const micStream = { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;

function withMicrophone(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('AttachmentBar', () => {
  it('shows a chosen photo before sending it, then its progress, then is ready for the next one', async () => {
    let finish!: () => void;
    const upload = vi.fn(
      (u: AttachmentUpload) =>
        new Promise<void>((resolve) => {
          u.onProgress?.(0.45);
          finish = resolve;
        }),
    );
    const { user } = renderWithProviders(<AttachmentBar upload={upload} />);
    await user.upload(screen.getByTestId('chat-photo-input'), photo());

    expect(screen.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute('src', 'blob:vista-previa');
    expect(upload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));

    expect(await screen.findByText('Enviando… 45 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envío' })).toHaveAttribute('aria-valuenow', '45');
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ filename: 'nieta.jpg', file: expect.any(File) }));
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Foto' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says in Spanish why a photo did not go, and sends the same one again on Reintentar', async () => {
    const upload = vi
      .fn<(u: AttachmentUpload) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(413, 'FILE_TOO_LARGE', CHAT_ATTACHMENT_MSG.tooLarge, null))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<AttachmentBar upload={upload} />);
    await user.upload(screen.getByTestId('chat-photo-input'), photo());
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_ATTACHMENT_MSG.tooLarge);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1][0].clientMessageId).toBe(upload.mock.calls[0][0].clientMessageId);
  });

  it('refuses a file that is not a photo before sending anything', async () => {
    const upload = vi.fn();
    const { user } = renderWithProviders(<AttachmentBar upload={upload} />);
    const input = screen.getByTestId('chat-photo-input');
    input.removeAttribute('accept');
    await user.upload(input, new File(['%PDF'], 'carta.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ATTACHMENT_MSG.notAPhoto);
    expect(upload).not.toHaveBeenCalled();
  });

  it('records a voice note on a tap, stops on another, and lets it be heard before it is sent', async () => {
    withMicrophone(() => Promise.resolve(micStream));
    const upload = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<AttachmentBar upload={upload} />);
    await user.click(screen.getByRole('button', { name: 'Mensaje de voz' }));

    expect(await screen.findByText(/Grabando… 0:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detener' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByText('Escucha tu mensaje antes de enviarlo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escuchar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje de voz' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const sent = (upload.mock.calls[0] as unknown as [AttachmentUpload])[0];
    expect(sent.filename).toBe('mensaje-de-voz.webm');
    expect(sent.file.type).toBe('audio/webm;codecs=opus');
  });

  it('explains a refused microphone in Spanish', async () => {
    withMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user } = renderWithProviders(<AttachmentBar upload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Mensaje de voz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECORDER_MSG.permissionDenied);
    expect(screen.getByRole('button', { name: 'Mensaje de voz' })).toBeInTheDocument();
  });

  it('says so when the browser cannot record', async () => {
    const { user } = renderWithProviders(<AttachmentBar upload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Mensaje de voz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECORDER_MSG.unsupported);
  });
});
