import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCount, type UserStatsResponse } from '@conectando/contracts';
import { LoadError, Loading } from '@/components/ui/load-states';
import { useUserStats } from '../api/get-profile';

const TILES: { key: keyof UserStatsResponse; label: string }[] = [
  { key: 'videosSubidos', label: 'Videos Subidos' },
  { key: 'historiasCompartidas', label: 'Relatos Compartidos' },
  { key: 'videosRevisados', label: 'Videos Revisados' },
  { key: 'conversacionesActivas', label: 'Conversaciones Activas' },
];

// Activity stats, counted by the server from real rows.
export const ActivityStats = ({ userId }: { userId: string }) => {
  const stats = useUserStats(userId);
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <LoadError onRetry={() => void stats.refetch()} />;
  return (
    <SimpleGrid as="dl" columns={2} gap="3" m="0">
      {TILES.map(({ key, label }) => (
        <Box
          key={key}
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
            fontSize="sm"
            color="fg.muted"
            lineHeight="1.3"
            overflowWrap="normal"
            wordBreak="normal"
            minH="2.6em"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            {label}
          </Text>
          <Text
            as="dd"
            fontSize="3xl"
            fontWeight="bold"
            color="brand.800"
            lineHeight="1.2"
            m="0"
            data-testid={`stat-${key}`}
          >
            {formatCount(stats.data[key])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
};
