import { useCallback, useEffect, useRef, useState } from 'react';

export const RECORDER_MSG = {
  unsupported: 'Este navegador no permite grabar mensajes de voz. Prueba con Chrome o Safari actualizados.',
  permissionDenied:
    'No podemos usar el micrófono. Permite el acceso al micrófono en la configuración del navegador y vuelve a intentarlo.',
  noMicrophone: 'No encontramos un micrófono en este teléfono o computador.',
  failed: 'No pudimos grabar. Intenta de nuevo.',
  empty: 'La grabación quedó vacía. Intenta grabar de nuevo.',
} as const;

// What MediaRecorder makes, best first: Opus in WebM (Chrome, Firefox), AAC in MP4 (Safari). The server
// converts either to AAC in .m4a, which both phones play.
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export const extensionOf = (mimeType: string) =>
  mimeType.includes('mp4') ? 'm4a' : mimeType.includes('ogg') ? 'ogg' : 'webm';

export interface Recording {
  blob: Blob;
  mimeType: string;
  seconds: number;
}

interface Options {
  maxSeconds: number;
  onRecorded: (recording: Recording) => void;
  onError: (message: string) => void;
}

// Tap to start, tap to stop: a recording ends by itself at maxSeconds. The microphone is released as
// soon as the recording ends (the phone's red indicator goes away).
export function useVoiceRecorder({ maxSeconds, onRecorded, onError }: Options) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const cancelled = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const callbacks = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onError };
  });

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const cancel = useCallback(() => {
    cancelled.current = true;
    stop();
  }, [stop]);

  useEffect(() => cancel, [cancel]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      callbacks.current.onError(RECORDER_MSG.unsupported);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (e) {
      const name = e instanceof DOMException ? e.name : '';
      callbacks.current.onError(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? RECORDER_MSG.permissionDenied
          : name === 'NotFoundError'
            ? RECORDER_MSG.noMicrophone
            : RECORDER_MSG.failed,
      );
      return;
    }
    const mimeType = RECORDING_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? '';
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    cancelled.current = false;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setSeconds(null);
      if (cancelled.current) return;
      const type = media.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) callbacks.current.onError(RECORDER_MSG.empty);
      else callbacks.current.onRecorded({ blob, mimeType: type, seconds: (Date.now() - startedAt) / 1000 });
    };
    media.onerror = () => {
      cancelled.current = true;
      callbacks.current.onError(RECORDER_MSG.failed);
      stop();
    };
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    timer.current = window.setInterval(() => {
      const elapsed = (Date.now() - startedAt) / 1000;
      setSeconds(Math.min(elapsed, maxSeconds));
      if (elapsed >= maxSeconds) stop();
    }, 250);
  }, [maxSeconds, stop]);

  return { recording: seconds !== null, seconds: seconds ?? 0, start, stop, cancel };
}
