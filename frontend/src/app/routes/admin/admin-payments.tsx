import { paths } from '@/config/paths';
import { AdminPaymentsView } from '@/features/admin/components/admin-payments-view';
import { AdminReviewPage } from './admin-review-page';

export const AdminPaymentsRoute = () => (
  <AdminReviewPage
    title="Pagos"
    description="Pagos de packs y planes por día, la recaudación y los cobros de planes rechazados."
    backTo={paths.admin}
  >
    <AdminPaymentsView />
  </AdminReviewPage>
);
