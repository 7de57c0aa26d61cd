import { Button, Flex, Text } from '@chakra-ui/react';
import { RefreshIcon } from '@/components/ui/icons';
import { useAppUpdate } from '@/lib/app-update';

// A new version is ready: said at the top of the page, in the flow (it covers nothing), until the
// person taps 'Actualizar'. The live region stays in the page so screen readers hear it appear.
export const UpdateBanner = () => {
  const applyUpdate = useAppUpdate();
  return (
    <Flex role="status" aria-live="polite" direction="column">
      {applyUpdate && (
        <Flex
          bg="brand.900"
          color="white"
          px="4"
          py="2"
          gap="3"
          align="center"
          justify="center"
          wrap="wrap"
          data-testid="update-banner"
        >
          <Text fontSize="lg" fontWeight="bold">
            Hay una nueva versión —
          </Text>
          <Button size="lg" bg="white" color="brand.900" _hover={{ bg: 'brand.50' }} onClick={applyUpdate}>
            <RefreshIcon boxSize="5" />
            Actualizar
          </Button>
        </Flex>
      )}
    </Flex>
  );
};
