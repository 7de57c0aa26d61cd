import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ONE_COLUMN_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';

export interface FigureTile {
  label: string;
  value: string;
  testId?: string;
}

// Figures of a person (videos, stories, since when), two by two: the figure large, its label under it
// (a description list, read label first). With large text, one a row: two side by side, 'Conversaciones
// Activas' ran out of its tile over the next one. While the figures load (`loading`), the tiles are
// drawn with their labels and an ellipsis for each figure, so nothing below them moves when the figures come:
// at 200% text the tiles are a screen tall, and a tap aimed under them landed elsewhere.
export const FigureTiles = ({ tiles, loading = false }: { tiles: FigureTile[]; loading?: boolean }) => (
  <SimpleGrid as="dl" columns={2} gap="3" m="0" css={ONE_COLUMN_WITH_LARGE_TEXT} aria-busy={loading || undefined}>
    {tiles.map(({ label, value, testId }) => (
      <Box
        key={label}
        bg="white"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="xl"
        px="2"
        py="3"
        textAlign="center"
        display="flex"
        flexDirection="column-reverse"
      >
        <Text
          as="dt"
          fontSize="md"
          color="fg.muted"
          lineHeight="1.3"
          // Two-line labels ('Relatos Compartidos') keep the tiles of a row level.
          minH="2.6em"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {label}
        </Text>
        <Text
          as="dd"
          fontSize={value.length > 6 ? 'lg' : '3xl'}
          fontWeight="bold"
          color={loading ? 'fg.muted' : 'brand.800'}
          lineHeight="1.2"
          m="0"
          data-testid={testId}
        >
          {loading ? <span aria-hidden>…</span> : value}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);
