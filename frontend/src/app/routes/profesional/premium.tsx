import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { PremiumCatalog } from '@/features/premium/components/premium-catalog';

export const PremiumRoute = () => {
  const { user } = useCurrentUser();
  return (
    <MarketplacePage audience="any" heading="Premium" backTo={paths.marketplace}>
      {user && <PremiumCatalog accountType={user.accountType} />}
    </MarketplacePage>
  );
};
