import type { ReactNode } from 'react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { useSavedVideos } from '@/features/videos/api/get-saved-videos';
import { VideoQueryGrid } from '@/features/videos/components/video-grid';

interface SavedVideosProps {
  userId: string;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

/** The 'Habilidades Guardadas' tab: the user's saved videos, newest saved first. */
export const SavedVideos = ({ userId, onPlay, actions }: SavedVideosProps) => (
  <VideoQueryGrid
    query={useSavedVideos(userId)}
    onPlay={onPlay}
    actions={actions}
    headingLevel="h2"
    empty="Aún no guardas videos. Usa «Guardar» en un video para verlo aquí."
  />
);
