import { Button } from '@chakra-ui/react';
import type { SkillVideoResponse } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { VideoProcessingStatus } from './video-processing-status';

interface UploadedVideoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  uploaded: SkillVideoResponse;
}

/** The upload dialog once the file is in and the server converts it: it follows the video until it plays. */
export const UploadedVideoDialog = ({ open, onClose, title, uploaded }: UploadedVideoDialogProps) => (
  <DialogShell
    open={open}
    onClose={onClose}
    title={title}
    footer={
      <Button colorPalette="brand" size="xl" width={{ base: 'full', sm: 'auto' }} onClick={onClose}>
        Cerrar
      </Button>
    }
  >
    <VideoProcessingStatus uploaded={uploaded} />
  </DialogShell>
);
