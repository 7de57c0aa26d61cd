import { Button, Stack, Text } from '@chakra-ui/react';

interface MoreVideosButtonProps {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

// 'Ver más videos' under a list that has more pages: one large press, never a scroll that loads by itself.
export const MoreVideosButton = ({ loaded, total, hasMore, loading, onMore }: MoreVideosButtonProps) =>
  hasMore ? (
    <Stack gap="2" align="stretch">
      <Text fontSize="md" color="fg.muted" textAlign="center">
        Viendo {loaded} de {total} videos
      </Text>
      <Button
        variant="outline"
        colorPalette="brand"
        size="xl"
        width="full"
        loading={loading}
        loadingText="Cargando…"
        onClick={onMore}
      >
        Ver más videos
      </Button>
    </Stack>
  ) : null;
