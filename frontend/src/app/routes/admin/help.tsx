import { paths } from '@/config/paths';
import { HelpQueue } from '@/features/admin/components/help-queue';
import { AdminReviewPage } from './admin-review-page';

export const AdminHelpRoute = () => (
  <AdminReviewPage
    title="Pedir ayuda"
    description="Los mensajes que llevan más tiempo esperando aparecen primero. Respondemos en horario hábil de Chile."
    backTo={paths.admin}
  >
    <HelpQueue />
  </AdminReviewPage>
);
