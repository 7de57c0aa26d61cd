import { useRef, type ReactNode } from 'react';
import { Button, Flex, chakra, type ButtonProps } from '@chakra-ui/react';
import { largeText, OWN_SIZE_WITH_LARGE_TEXT, VISUALLY_HIDDEN_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { CameraIcon } from '@/components/ui/icons';
import { MicIcon } from '@/components/ui/mic-icon';

// Large text: a column of two icons beside the message box, each a 48 px target, their words still
// said. The two-line box is taller than the column, so they cost the conversation no height (as a row
// of words above the box they took a sixth of the screen).
const ICONS_IN_A_COLUMN = largeText({ flexDirection: 'column', gap: '6px' });
const ICON_ONLY = largeText({ flex: 'none', width: '48px', height: '48px', minHeight: '48px', padding: '0' });
const ICON_AT_TARGET_SIZE = largeText({ width: '28px', height: '28px' });

// One of the two: its word shown beside the icon, or only said to screen readers at large text.
const AttachmentButton = ({ icon, word, ...props }: { icon: ReactNode; word: string } & ButtonProps) => (
  <Button
    type="button"
    size="lg"
    minH="12"
    px="3"
    variant="outline"
    bg="white"
    flex="1 1 0"
    minW="0"
    css={ICON_ONLY}
    {...OWN_SIZE_WITH_LARGE_TEXT}
    {...props}
  >
    {icon}
    <chakra.span css={VISUALLY_HIDDEN_WITH_LARGE_TEXT}>{word}</chakra.span>
  </Button>
);

interface AttachmentButtonsProps {
  onPhoto: (file: File) => void;
  onVoice: () => void;
}

// 'Foto' and 'Voz' (named 'Mensaje de voz' for screen readers: the visible word is in it), one row
// with short labels: at 200% text two rows of buttons left the conversation no room.
export const AttachmentButtons = ({ onPhoto, onVoice }: AttachmentButtonsProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Flex gap="2" css={ICONS_IN_A_COLUMN}>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="chat-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPhoto(file);
        }}
      />
      <AttachmentButton
        icon={<CameraIcon boxSize="6" css={ICON_AT_TARGET_SIZE} />}
        word="Foto"
        onClick={() => fileInput.current?.click()}
      />
      <AttachmentButton
        icon={<MicIcon boxSize="6" css={ICON_AT_TARGET_SIZE} />}
        word="Voz"
        aria-label="Mensaje de voz"
        onClick={onVoice}
      />
    </Flex>
  );
};
