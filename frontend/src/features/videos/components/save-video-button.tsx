import { Button } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { BookmarkIcon } from '@/components/ui/icons';
import { useSavedVideos } from '../api/get-saved-videos';
import { useToggleSavedVideo } from '../api/toggle-saved-video';

// The saved toggle. It reads the saved list, so every card of a video agrees.
export const SaveVideoButton = ({ video, userId }: { video: SkillVideoResponse; userId: string }) => {
  const savedList = useSavedVideos(userId);
  const toggle = useToggleSavedVideo(userId);
  const saved = savedList.data?.some((v) => v.id === video.id) ?? false;
  return (
    <Button
      variant={saved ? 'solid' : 'outline'}
      colorPalette={saved ? 'green' : 'brand'}
      bg={saved ? 'green.700' : undefined}
      size="lg"
      width="full"
      aria-pressed={saved}
      aria-label={`${saved ? 'Guardado' : 'Guardar'} «${video.title}»`}
      disabled={savedList.isPending}
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ video, saved })}
    >
      <BookmarkIcon boxSize="5" fill={saved ? 'currentColor' : 'none'} />
      {saved ? 'Guardado' : 'Guardar'}
    </Button>
  );
};
