import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';

// Variant 'Mi Perfil' → /marketplace/profile: the professional's own profile screen.
export const MarketplaceProfileRoute = () => <Navigate to={paths.profile} replace />;
