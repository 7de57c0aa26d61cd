import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { VIDEO_MSG } from '@conectando/contracts';
import { Progress } from '@/components/ui/chakra/progress';
import { errorMessage } from '@/lib/api-client';

// Both appear at the end of a long form: at 200% text that is below the dialog's fold, and the person
// who tapped 'Subir video' saw neither the progress nor why it failed. Each brings itself into view.
function useShownWhenItAppears<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    // A block body: Chromium's scrollIntoView now answers a promise, which React took for a cleanup.
    void ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return ref;
}

export const UploadProgress = ({ percent, label }: { percent: number; label?: string }) => {
  const ref = useShownWhenItAppears<HTMLDivElement>();
  return (
    <Progress.Root ref={ref} value={percent} size="lg" colorPalette="brand" aria-label="Progreso de la subida">
      <Progress.Label fontSize="md" mb="1">
        {label ?? `Subiendo… ${percent}%`}
      </Progress.Label>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
};

// 'Reintentar' continues a resumable upload from what the server already has.
const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <Button
    variant="outline"
    colorPalette="brand"
    size="xl"
    mt="3"
    width={{ base: 'full', sm: 'auto' }}
    onClick={onRetry}
  >
    {VIDEO_MSG.retry}
  </Button>
);

// The connection dropped: what was sent is kept, and the upload goes on when the phone is back online.
export const UploadPaused = ({ percent, onRetry }: { percent: number; onRetry: () => void }) => {
  const ref = useShownWhenItAppears<HTMLDivElement>();
  return (
    <Stack ref={ref} gap="2" role="status" borderWidth="2px" borderColor="border.warning" borderRadius="lg" p="3">
      <Text fontWeight="bold" fontSize="lg">
        {VIDEO_MSG.uploadPausedAt(percent)}
      </Text>
      <Text fontWeight="semibold">{VIDEO_MSG.uploadPaused}</Text>
      <RetryButton onRetry={onRetry} />
    </Stack>
  );
};

// A failure is said in the dialog, under the form: a toast would cover its buttons.
export const UploadFailure = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const ref = useShownWhenItAppears<HTMLDivElement>();
  return (
    <Stack
      ref={ref}
      gap="0"
      role="alert"
      color="fg.error"
      borderWidth="2px"
      borderColor="border.error"
      borderRadius="lg"
      p="3"
    >
      <Text fontWeight="bold" fontSize="lg">
        Error al subir video
      </Text>
      <Text fontWeight="semibold">{message}</Text>
      {onRetry && <RetryButton onRetry={onRetry} />}
    </Stack>
  );
};

interface UploadTransferStatusProps {
  paused: boolean;
  uploading: boolean;
  percent: number;
  // The words beside the bar, when the kind of upload has its own.
  label?: string;
  failure: unknown;
  onRetry?: () => void;
}

/** Under an upload form: the bar while sending, the pause after a dropped line, or the failure. */
export const UploadTransferStatus = (props: UploadTransferStatusProps) => {
  const { paused, uploading, percent, label, failure, onRetry } = props;
  return (
    <>
      {paused && onRetry ? (
        <UploadPaused percent={percent} onRetry={onRetry} />
      ) : (
        uploading && <UploadProgress percent={percent} label={label} />
      )}
      {failure ? <UploadFailure message={errorMessage(failure)} onRetry={onRetry} /> : null}
    </>
  );
};
