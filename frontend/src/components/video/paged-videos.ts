import type { SkillVideoResponse } from '@conectando/contracts';

// A list of videos read a page at a time (the videos feature's query), as screens show it.
export interface PagedVideos {
  items: SkillVideoResponse[];
  total: number;
  /** A search's closest existing words when some were misspelt ('¿Quisiste decir «…»?'). */
  suggestion?: string;
  isPending: boolean;
  isLoadingError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}
