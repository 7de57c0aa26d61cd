import { formatCount, type UserStatsResponse } from '@conectando/contracts';
import { FigureTiles } from '@/components/ui/figure-tiles';
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
    <FigureTiles
      tiles={TILES.map(({ key, label }) => ({
        label,
        value: formatCount(stats.data[key]),
        testId: `stat-${key}`,
      }))}
    />
  );
};
