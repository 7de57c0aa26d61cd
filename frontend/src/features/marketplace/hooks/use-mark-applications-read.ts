import { useEffect, useRef } from 'react';
import type { OfferApplicationEntry } from '@conectando/contracts';
import { useMarkApplicationRead } from '../api/mark-application-read';

// Opening an offer's applications marks them read (also those that arrive while it is open).
export function useMarkApplicationsRead(entries: OfferApplicationEntry[] | undefined): void {
  const { mutate } = useMarkApplicationRead();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    for (const { application } of entries ?? []) {
      if (application.isRead || sent.current.has(application.id)) continue;
      sent.current.add(application.id);
      mutate(application.id);
    }
  }, [entries, mutate]);
}
