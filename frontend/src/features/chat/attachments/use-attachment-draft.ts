import { useEffect, useState } from 'react';
import { CHAT_ATTACHMENT_MSG, MAX_CHAT_ATTACHMENT_BYTES, MAX_VOICE_NOTE_SECONDS } from '@conectando/contracts';
import { errorMessage } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import type { AttachmentUpload } from '../api/send-attachment';
import { extensionOf, useVoiceRecorder } from './use-voice-recorder';

export const ATTACHMENT_MSG = {
  notAPhoto: 'Elige una foto (JPG, PNG o WebP).',
  reachedMax: `Llegaste al máximo de ${MAX_VOICE_NOTE_SECONDS / 60} minutos. Escucha tu mensaje y envíalo.`,
} as const;

export interface Draft {
  kind: 'photo' | 'voice';
  file: Blob;
  filename: string;
  previewUrl: string;
  clientMessageId: string;
  seconds?: number;
}

/** A photo chosen or a voice note recorded, held for review until it is sent or discarded. */
export function useAttachmentDraft(upload: (upload: AttachmentUpload) => Promise<void>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const recorder = useVoiceRecorder({
    maxSeconds: MAX_VOICE_NOTE_SECONDS,
    onError: setError,
    onRecorded: ({ blob, mimeType, seconds }) => {
      if (seconds >= MAX_VOICE_NOTE_SECONDS) setNotice(ATTACHMENT_MSG.reachedMax);
      setDraft({
        kind: 'voice',
        file: blob,
        filename: `mensaje-de-voz.${extensionOf(mimeType)}`,
        previewUrl: URL.createObjectURL(blob),
        clientMessageId: randomUuid(),
        seconds,
      });
    },
  });

  // The preview's object URL is given back when the draft goes (sent, discarded, replaced).
  useEffect(() => (draft ? () => URL.revokeObjectURL(draft.previewUrl) : undefined), [draft]);

  const reset = () => {
    setDraft(null);
    setError(null);
    setNotice(null);
    setProgress(null);
  };

  const choosePhoto = (file: File) => {
    reset();
    if (!file.type.startsWith('image/')) return setError(ATTACHMENT_MSG.notAPhoto);
    if (file.size > MAX_CHAT_ATTACHMENT_BYTES) return setError(CHAT_ATTACHMENT_MSG.tooLarge);
    setDraft({
      kind: 'photo',
      file,
      filename: file.name || 'foto.jpg',
      previewUrl: URL.createObjectURL(file),
      clientMessageId: randomUuid(),
    });
  };

  const record = () => {
    reset();
    void recorder.start();
  };

  const send = async () => {
    if (!draft) return;
    setError(null);
    setProgress(0);
    try {
      await upload({
        kind: draft.kind,
        durationSeconds: draft.seconds,
        file: draft.file,
        filename: draft.filename,
        clientMessageId: draft.clientMessageId,
        onProgress: setProgress,
      });
      reset();
    } catch (e) {
      setProgress(null);
      setError(errorMessage(e, CHAT_ATTACHMENT_MSG.sendFailed));
    }
  };

  return { draft, error, notice, progress, recorder, choosePhoto, record, send, discard: reset };
}

export type AttachmentDraft = ReturnType<typeof useAttachmentDraft>;
