import { formatCount, type UserStatsResponse } from '@conectando/contracts';
import { FigureTiles } from '@/components/ui/figure-tiles';
import { LoadError } from '@/components/ui/load-states';
import { useUserStats } from '../api/get-profile';

const TILES: { key: keyof UserStatsResponse; label: string }[] = [
  { key: 'videosSubidos', label: 'Videos Subidos' },
  { key: 'historiasCompartidas', label: 'Relatos Compartidos' },
  { key: 'videosRevisados', label: 'Videos Revisados' },
  { key: 'conversacionesActivas', label: 'Conversaciones Activas' },
];

// Activity stats, counted by the server from real rows; while they load, the tiles hold their place.
export const ActivityStats = ({ userId }: { userId: string }) => {
  const stats = useUserStats(userId);
  if (stats.isLoadingError) return <LoadError onRetry={() => void stats.refetch()} />;
  return (
    <FigureTiles
      loading={stats.isPending}
      tiles={TILES.map(({ key, label }) => ({
        label,
        value: stats.data ? formatCount(stats.data[key]) : '',
        testId: `stat-${key}`,
      }))}
    />
  );
};
