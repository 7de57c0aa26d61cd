import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedVideoResponse, SkillVideoResponse } from '@conectando/contracts';
import { VideoQueryGrid } from '@/components/video/video-grid';

interface SavedVideosProps {
  // The user's saved videos; the route reads them from the videos feature.
  saved: UseQueryResult<SavedVideoResponse[]>;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

// The 'Habilidades Guardadas' tab: the user's saved videos, newest saved first.
export const SavedVideos = ({ saved, onPlay, actions }: SavedVideosProps) => (
  <VideoQueryGrid
    query={saved}
    onPlay={onPlay}
    actions={actions}
    headingLevel="h2"
    empty="Aún no guardas videos. Usa «Guardar» en un video para verlo aquí."
  />
);
