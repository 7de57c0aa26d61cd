import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/chakra/tabs';

const TAB_SKILLS = 'habilidades';
const TAB_STORIES = 'relatos';

/** 'Mis Habilidades' and 'Mis Relatos', the open one kept in the address (?tab=relatos) for the back button. */
export const ProfileTabs = ({ skills, stories }: { skills: ReactNode; stories: ReactNode }) => {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === TAB_STORIES ? TAB_STORIES : TAB_SKILLS;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setParams(e.value === TAB_STORIES ? { tab: TAB_STORIES } : {}, { replace: true })}
      variant="enclosed"
      fitted
    >
      <Tabs.List width="full">
        <Tabs.Trigger value={TAB_SKILLS} minH="12" fontSize="lg">
          Mis Habilidades
        </Tabs.Trigger>
        <Tabs.Trigger value={TAB_STORIES} minH="12" fontSize="lg">
          Mis Relatos
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={TAB_SKILLS} pt="5">
        {skills}
      </Tabs.Content>
      <Tabs.Content value={TAB_STORIES} pt="5">
        {stories}
      </Tabs.Content>
    </Tabs.Root>
  );
};
