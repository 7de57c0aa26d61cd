import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Tabs } from '@/components/ui/chakra/tabs';
import { PageLoadError } from '@/components/ui/page-load-error';
import { paths } from '@/config/paths';

/** What a queue says when it has nothing in it. */
export const EmptyQueue = ({ children }: { children: ReactNode }) => (
  <Text fontSize="lg" color="fg.muted" textAlign="center" py="10" px="4" bg="bg.muted" borderRadius="xl">
    {children}
  </Text>
);

interface AdminQueueTabsProps<S extends string, T> {
  tabs: { value: S; label: string; empty: string }[];
  tab: S;
  onTab: (tab: S) => void;
  // The open tab's items (only that tab is fetched).
  queue: { isPending: boolean; isLoadingError: boolean; data: T[] | undefined; refetch: () => unknown };
  loadingLabel: string;
  children: (items: T[]) => ReactNode;
}

/** An admin queue split by status in tabs: loading, failed, empty, or its items as the caller lays them out. */
export const AdminQueueTabs = <S extends string, T>(props: AdminQueueTabsProps<S, T>) => {
  const { tabs, tab, onTab, queue, loadingLabel, children } = props;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as S)} variant="enclosed" size="lg" fitted>
      <Tabs.List width="full" mb="5">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} minH="12" fontSize="md" fontWeight="semibold" color="fg">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} p="0">
          {t.value !== tab ? null : queue.isPending ? (
            <FullPageSpinner label={loadingLabel} />
          ) : queue.isLoadingError || !queue.data ? (
            <PageLoadError backTo={paths.admin} onRetry={() => void queue.refetch()} />
          ) : queue.data.length === 0 ? (
            <EmptyQueue>{t.empty}</EmptyQueue>
          ) : (
            children(queue.data)
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};
