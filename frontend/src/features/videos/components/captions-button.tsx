import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { FileIcon } from '@/components/ui/icons';
import { loadWhenShown } from '@/components/ui/load-when-shown';

// The dialog's code (editor, file reading) loads when the owner first opens it.
const LazyCaptionsDialog = loadWhenShown(
  () => import('./captions-dialog').then((m) => m.CaptionsDialog),
  ({ video }) => video !== null,
  ({ onClose }) => onClose(),
);

// 'Subtítulos' under one of the owner's own videos (the route shows it only to them).
export const CaptionsButton = ({ video }: { video: SkillVideoResponse }) => {
  const [open, setOpen] = useState(false);
  if (video.status === 'failed') return null;
  const label = video.captionsSource === 'auto' ? 'Subtítulos (borrador)' : 'Subtítulos';
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        width="full"
        aria-label={`${label} de «${video.title}»`}
        onClick={() => setOpen(true)}
      >
        <FileIcon boxSize="5" />
        {label}
      </Button>
      <LazyCaptionsDialog video={open ? video : null} onClose={() => setOpen(false)} />
    </>
  );
};
