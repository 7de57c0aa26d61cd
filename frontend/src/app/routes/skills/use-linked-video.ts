import { useEffect } from 'react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { useSearchParams } from 'react-router-dom';
import { useVideo } from '@/features/videos/api/get-one-video';

// /skills?video=<id> (a wish's notice) opens that video in the player once, then leaves the address.
export function useLinkedVideo(open: (video: SkillVideoResponse) => void): void {
  const [params, setParams] = useSearchParams();
  const video = useVideo(params.get('video'));
  useEffect(() => {
    if (!video.data) return;
    open(video.data);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('video');
        return next;
      },
      { replace: true },
    );
  }, [video.data, open, setParams]);
}
