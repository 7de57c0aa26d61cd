import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UNDER_HEADER_HEIGHT_VAR } from '@/components/layout/chrome-sizes';
import { usePublishedHeight } from '@/components/layout/use-published-height';
import { closePushOffer, usePushOffer } from '@/lib/push-offer';
import { useTogglePush } from '../hooks/use-push-state';

// Explains what pushes are for before the browser's own permission dialog. A card under the header,
// never a dialog: it comes right after something the person did (a message sent) and must not cover
// what they do next, nor push it out of sight: its height is published, and a conversation, which
// fills the screen, shrinks to leave it room (its composer stays in view).
export const PushPrompt = () => {
  const open = usePushOffer();
  const ref = usePublishedHeight<HTMLDivElement>(UNDER_HEADER_HEIGHT_VAR);
  return <div ref={ref}>{open && <PushOfferCard />}</div>;
};

const PushOfferCard = () => {
  const toggle = useTogglePush();
  const accept = () => toggle.mutate(true, { onSettled: () => closePushOffer({ dismissed: false }) });

  return (
    <Box
      as="aside"
      aria-labelledby="push-offer-title"
      bg="brand.subtle"
      borderBottomWidth="1px"
      borderColor="brand.muted"
      px="4"
      py="3"
    >
      <Stack gap="2" maxW="2xl" mx="auto">
        <Text id="push-offer-title" fontSize="lg" fontWeight="bold">
          ¿Te avisamos en el teléfono?
        </Text>
        <Text fontSize="md">
          Te avisaremos cuando te respondan, cuando validen tu cuenta o cuando te adjudiquen un trabajo, aunque tengas
          la aplicación cerrada. Luego el teléfono te preguntará si lo permites.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" size="lg" minH="11" loading={toggle.isPending} onClick={accept}>
            Sí, avisarme
          </Button>
          <Button variant="outline" size="lg" minH="11" onClick={() => closePushOffer({ dismissed: true })}>
            Ahora no
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
};
