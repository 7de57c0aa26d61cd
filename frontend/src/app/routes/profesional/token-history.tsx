import { TOKEN_MSG } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { TokenHistoryList } from '@/features/marketplace/components/token-history-list';

export const TokenHistoryRoute = () => (
  <MarketplacePage audience="any" heading={TOKEN_MSG.historyTitle} backTo={paths.marketplace}>
    <TokenHistoryList />
  </MarketplacePage>
);
