import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSTER_FILE_FIELD, VIDEO_FILE_FIELD, type SkillVideoResponse } from '@conectando/contracts';
import { postMultipart } from '@/lib/upload-with-progress';

// 'video': a skill video (upload video dialog); 'story': a personal story (share story dialog).
export type UploadKind = 'video' | 'story';

export interface VideoUpload {
  // The text fields of UploadSkillVideoDto or ShareStoryDto.
  fields: { title: string; description?: string; skillName?: string; duration: number };
  file: File;
  poster: Blob | null;
}

// Every screen that shows videos or counts them (lists, saved, stats, stories, mentor pages) is
// re-read after an upload or a deletion; their query keys start with one of these.
export const VIDEO_DEPENDENT_QUERY_ROOTS = ['videos', 'skills', 'profile', 'stories', 'mentors'];

export const invalidateVideoQueries = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) => VIDEO_DEPENDENT_QUERY_ROOTS.includes(String(query.queryKey[0])),
  });

const toFormData = ({ fields, file, poster }: VideoUpload): FormData => {
  const form = new FormData();
  form.append('title', fields.title.trim());
  if (fields.description?.trim()) form.append('description', fields.description.trim());
  if (fields.skillName) form.append('skillName', fields.skillName);
  form.append('duration', String(fields.duration));
  // Text fields first: the server can refuse a bad form before it stores the file.
  if (poster) form.append(POSTER_FILE_FIELD, poster, 'portada.jpg');
  form.append(VIDEO_FILE_FIELD, file, file.name);
  return form;
};

// The rejection of an upload the user cancelled: not an error to show.
export const isUploadCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

// POST /api/skill-videos (or /api/stories) as multipart with upload progress (0..1) for the dialog's
// progress bar, and cancel() to abort the request under way (the server keeps nothing of it).
export const useUploadVideo = (path: '/skill-videos' | '/stories') => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const underWay = useRef<Promise<SkillVideoResponse> | null>(null);
  const mutation = useMutation({
    mutationFn: (upload: VideoUpload) => {
      // A second tap on 'Subir' reaches here before the dialog shows the first as under way: it is that
      // same upload, not another copy of the video.
      if (underWay.current) return underWay.current;
      setProgress(0);
      controller.current = new AbortController();
      const sent = postMultipart<SkillVideoResponse>(path, toFormData(upload), {
        onProgress: setProgress,
        signal: controller.current.signal,
      }).finally(() => (underWay.current = null));
      underWay.current = sent;
      return sent;
    },
    onSuccess: () => invalidateVideoQueries(queryClient),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
};
