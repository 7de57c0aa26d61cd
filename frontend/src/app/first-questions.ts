import type { QueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { getMeQueryOptions } from '@/lib/session/get-me';
import { getChatsQueryOptions } from '@/features/chat/api/get-chats';
import { getMaintenanceStatusQueryOptions } from '@/features/maintenance/api/get-maintenance-status';
import { getUnreadCountQueryOptions } from '@/features/notifications/api/get-unread-count';
import { getFeaturedMentorsQueryOptions } from '@/features/skills/api/get-featured-mentors';
import {
  getCategoryStatsQueryOptions,
  getSkillCategoriesQueryOptions,
} from '@/features/skills/api/get-skill-categories';
import { getSavedVideosQueryOptions } from '@/features/videos/api/get-saved-videos';

// What a signed-in screen asks once the person is known: the chrome's badges (conversations and
// notifications) on every screen, and the data of the screens people open the app on.
const CHROME_DATA = (queryClient: QueryClient, user: AuthUserResponse) => [
  queryClient.prefetchQuery(getChatsQueryOptions(user.id)),
  queryClient.prefetchQuery(getUnreadCountQueryOptions()),
];
const SCREEN_DATA: Record<string, (queryClient: QueryClient, user: AuthUserResponse) => Promise<unknown>[]> = {
  [paths.skills]: (queryClient, user) => [
    queryClient.prefetchQuery(getSkillCategoriesQueryOptions()),
    queryClient.prefetchQuery(getCategoryStatsQueryOptions()),
    queryClient.prefetchQuery(getFeaturedMentorsQueryOptions()),
    queryClient.prefetchQuery(getSavedVideosQueryOptions(user.id)),
  ],
};

/**
 * A screen drawn in the browser asks its questions when it first renders, which is after its code
 * has arrived, and its data only after it knows who is signed in. Asked here, at start-up, they
 * travel while that code downloads: on a slow phone network, two round trips fewer before the screen.
 * Prerendered screens (/ and /login) do not come here: their markup was drawn with these questions
 * unanswered, and answers that arrived before hydration would not match it.
 * Settles (never fails) once every question has its answer or its error.
 */
export function askFirstQuestions(queryClient: QueryClient, pathname: string): Promise<void> {
  return Promise.all([
    queryClient.fetchQuery(getMaintenanceStatusQueryOptions()),
    queryClient.fetchQuery(getMeQueryOptions()),
  ])
    .then(([maintenance, user]) =>
      // Under maintenance the screens ask nothing (the gate shows its page).
      user && !maintenance.isInMaintenance
        ? Promise.all([...CHROME_DATA(queryClient, user), ...(SCREEN_DATA[pathname]?.(queryClient, user) ?? [])])
        : undefined,
    )
    .then(
      () => undefined,
      () => undefined, // The screen asks again, and shows what went wrong.
    );
}
