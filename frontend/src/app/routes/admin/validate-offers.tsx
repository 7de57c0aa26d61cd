import { paths } from '@/config/paths';
import { OfferReviewSections } from '@/features/admin/components/offer-review-sections';
import { AdminReviewPage } from './admin-review-page';

// Back goes to /skills.
export const ValidateOffersRoute = () => (
  <AdminReviewPage
    title="Validar Ofertas"
    description="Revisa las ofertas de servicio que publican las instituciones."
    backTo={paths.skills}
  >
    <OfferReviewSections />
  </AdminReviewPage>
);
