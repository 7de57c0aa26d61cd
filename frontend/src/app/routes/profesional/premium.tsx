import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { PremiumCatalog } from '@/features/marketplace/components/premium-catalog';

export const PremiumRoute = () => {
  const { user } = useCurrentUser();
  return (
    <MarketplacePage audience="any" heading="Premium" backTo={paths.marketplace}>
      {user && <PremiumCatalog accountType={user.accountType} />}
    </MarketplacePage>
  );
};
