import { paths } from '@/config/paths';
import { ReportQueue } from '@/features/admin/components/report-queue';
import { AdminReviewPage } from './admin-review-page';

export const ReportsRoute = () => (
  <AdminReviewPage
    title="Reportes"
    description="Los reportes que llevan más tiempo esperando aparecen primero."
    backTo={paths.admin}
  >
    <ReportQueue />
  </AdminReviewPage>
);
