import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { WisdomContext } from '@conectando/contracts';
import { CloseIcon, LightbulbIcon, QuoteIcon, RefreshIcon } from '@/components/ui/icons';
import { useWisdomTip } from '../hooks/use-wisdom-tip';

export const WisdomTip = ({ context }: { context: WisdomContext }) => {
  const { quote, visible, showAnother, dismiss } = useWisdomTip(context);

  // The live region stays mounted so screen readers announce the card when it appears.
  return (
    <Box aria-live="polite">
      {visible && (
        <Box
          as="aside"
          aria-label="Sabiduría del día"
          bg="brand.50"
          borderWidth="2px"
          borderColor="brand.200"
          borderRadius="xl"
          p="5"
          pt="3"
          boxShadow="sm"
        >
          <Stack gap="3">
            <HStack gap="2" color="brand.fg" justify="space-between">
              <HStack gap="2">
                <LightbulbIcon boxSize="6" />
                <Text fontWeight="bold" fontSize="lg">
                  Sabiduría del día
                </Text>
              </HStack>
              <IconButton
                aria-label="Cerrar"
                title="Cerrar"
                variant="ghost"
                size="lg"
                me="-3"
                color="fg"
                onClick={dismiss}
              >
                <CloseIcon boxSize="6" />
              </IconButton>
            </HStack>
            <Box as="figure" m="0">
              <HStack as="blockquote" align="flex-start" gap="2" m="0">
                <QuoteIcon boxSize="5" color="brand.700" mt="1" flexShrink={0} />
                <Text fontSize="xl" lineHeight="1.5" fontStyle="italic" data-testid="wisdom-quote">
                  {quote.quote}
                </Text>
              </HStack>
              <Text as="figcaption" mt="3" fontSize="md" color="fg.muted">
                <Text as="span" fontWeight="bold" color="fg">
                  {quote.author}
                </Text>
                , {quote.age} años · {quote.profession}
              </Text>
            </Box>
            <Button
              variant="outline"
              colorPalette="brand"
              borderColor="brand.700"
              bg="white"
              size="lg"
              alignSelf="flex-start"
              onClick={showAnother}
            >
              <RefreshIcon boxSize="5" />
              Ver otra sabiduría
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
};
