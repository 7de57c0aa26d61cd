import { Suspense } from 'react';
import { AccountType } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { MyApplicationsList } from '@/features/marketplace/components/my-applications-list';

// '¿Cómo te fue con…?' after an award, with code of its own (the stars load after the list).
const ApplicationReviews = lazyScreen(() =>
  import('@/features/meetings/components/application-reviews').then((m) => ({ default: m.ApplicationReviews })),
);

export const MyApplicationsRoute = () => (
  <MarketplacePage audience={AccountType.Profesional} heading="Mis Postulaciones" backTo={paths.marketplace}>
    <Suspense fallback={null}>
      <ApplicationReviews />
    </Suspense>
    <MyApplicationsList />
  </MarketplacePage>
);
