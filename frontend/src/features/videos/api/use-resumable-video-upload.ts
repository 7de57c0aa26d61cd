import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_MSG, type SkillVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { startResumableUpload, type ResumableUpload } from './resumable-upload';
import { invalidateVideoQueries, type VideoUpload } from './upload-video';

export type ResumablePhase = 'idle' | 'uploading' | 'paused' | 'failed' | 'done';

/**
 * A skill video sent with tus, then named in POST /api/skill-videos {uploadId, …}. A dropped
 * connection pauses it (it continues on its own when the browser is back online, or on retry());
 * a refusal (too big, over the quota, not a video) fails with the server's Spanish message.
 */
export function useResumableVideoUpload() {
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<ResumablePhase>('idle');
  const phaseRef = useRef<ResumablePhase>('idle');
  const setPhase = useCallback((next: ResumablePhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const transfer = useRef<ResumableUpload | null>(null);
  const pending = useRef<{ upload: VideoUpload; onSuccess: (video: SkillVideoResponse) => void } | null>(null);
  const uploadId = useRef<string | null>(null);

  // The bytes are all there: the video is recorded. A failure here keeps the upload for retry().
  const record = useCallback(
    async (id: string) => {
      const job = pending.current;
      if (!job) return;
      const { fields } = job.upload;
      try {
        const video = await api.post<SkillVideoResponse>('/skill-videos', {
          uploadId: id,
          title: fields.title.trim(),
          ...(fields.description?.trim() ? { description: fields.description.trim() } : {}),
          skillName: fields.skillName,
          duration: fields.duration,
        });
        setPhase('done');
        pending.current = null;
        void invalidateVideoQueries(queryClient);
        job.onSuccess(video);
      } catch (e) {
        setError(e as Error);
        setPhase('failed');
      }
    },
    [queryClient, setPhase],
  );

  const begin = useCallback(async () => {
    const job = pending.current;
    if (!job) return;
    setPhase('uploading');
    setError(null);
    try {
      const started = await startResumableUpload(job.upload.file, {
        onProgress: (fraction) => {
          setProgress(fraction);
          setPhase('uploading');
        },
        onPaused: () => setPhase('paused'),
        onFailed: (refused) => {
          transfer.current = null;
          setError(refused);
          setPhase('failed');
        },
      });
      transfer.current = started;
      const id = await started.done;
      uploadId.current = id;
      transfer.current = null;
      setProgress(1);
      await record(id);
    } catch {
      // The uploader's code could not be loaded (the line dropped before it arrived).
      setError(new Error(VIDEO_MSG.uploadFailed));
      setPhase('failed');
    }
  }, [record, setPhase]);

  const send = useCallback(
    (upload: VideoUpload, onSuccess: (video: SkillVideoResponse) => void) => {
      // A second tap on 'Subir' is the same upload, not another copy; after a failure it starts anew.
      if (pending.current && phaseRef.current !== 'failed') return;
      transfer.current?.stop();
      transfer.current = null;
      pending.current = { upload, onSuccess };
      uploadId.current = null;
      setProgress(0);
      void begin();
    },
    [begin],
  );

  // 'Reintentar': continues the transfer from what the server has, or records a finished one again.
  const retry = useCallback(() => {
    if (!pending.current) return;
    setError(null);
    if (uploadId.current) {
      setPhase('uploading');
      void record(uploadId.current);
    } else if (transfer.current) {
      setPhase('uploading');
      transfer.current.resume();
    } else void begin();
  }, [begin, record, setPhase]);

  const cancel = useCallback(() => {
    pending.current = null;
    void transfer.current?.cancel();
    transfer.current = null;
    setPhase('idle');
  }, [setPhase]);

  // A dialog closed mid-way stops sending (the address stays stored: choosing the file again continues).
  useEffect(() => () => transfer.current?.stop(), []);

  return { phase, progress, error, send, retry, cancel };
}
