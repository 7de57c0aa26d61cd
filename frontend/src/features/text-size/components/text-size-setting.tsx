import { useState, useSyncExternalStore } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT_SIZES, TEXT_SIZE_LABELS, type AuthUserResponse, type TextSize } from '@conectando/contracts';
import { useCurrentUser } from '@/lib/session/get-me';
import { authKeys } from '@/lib/session/auth-keys';
import { TEXT_SIZE_KEY, applyTextSize, onTextSizeChange, readTextSize, saveAccountTextSize } from '@/lib/text-size';

// Drawn ahead, the page cannot know this device's choice: it hydrates as Normal, then shows the choice.
const serverSize = (): TextSize => 'normal';

const OPTION = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  px: '4',
  py: '2',
  borderWidth: '2px',
  borderColor: 'border.control',
  borderRadius: 'lg',
  bg: 'white',
  cursor: 'pointer',
  fontSize: 'lg',
  fontWeight: 'semibold',
  '&:has(input:checked)': { borderColor: 'brand.700', bg: 'brand.50' },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
} as const;

/**
 * 'Tamaño de letra': three radio buttons, each a whole-width row to tap (a radio group says which is
 * chosen to a screen reader). Kept on the phone; signed in, on the account too.
 */
export const TextSizeSetting = () => {
  const size = useSyncExternalStore(onTextSizeChange, readTextSize, serverSize);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  const choose = (value: TextSize) => {
    applyTextSize(value);
    setFailed(false);
    if (!user) return;
    saveAccountTextSize(value).then(
      (saved) => queryClient.setQueryData<AuthUserResponse | null>(authKeys.me(), saved),
      () => setFailed(true),
    );
  };

  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontSize="xl" fontWeight="bold" mb="2" p="0">
        Tamaño de letra
      </chakra.legend>
      <Box display="grid" gap="2">
        {TEXT_SIZES.map((value) => (
          <chakra.label key={value} css={OPTION}>
            <chakra.input
              type="radio"
              name={TEXT_SIZE_KEY}
              value={value}
              checked={size === value}
              onChange={() => choose(value)}
              boxSize="6"
              flexShrink="0"
              accentColor="brand.700"
              m="0"
            />
            {TEXT_SIZE_LABELS[value]}
          </chakra.label>
        ))}
      </Box>
      {failed && (
        <Text role="status" color="fg.error" mt="2">
          Quedó en este teléfono, pero no pudimos guardarlo en tu cuenta. Inténtalo de nuevo más tarde.
        </Text>
      )}
    </chakra.fieldset>
  );
};
