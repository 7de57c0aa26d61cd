import { paths } from '@/config/paths';
import { PendingUsersTabs } from '@/features/admin/components/pending-users-tabs';
import { AdminReviewPage } from './admin-review-page';

export const ValidateUsersRoute = () => (
  <AdminReviewPage
    title="Validar Usuarios"
    description="Las cuentas con el plazo de revisión más próximo aparecen primero."
    backTo={paths.admin}
  >
    <PendingUsersTabs />
  </AdminReviewPage>
);
