import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';
export const ADMIN_ONLY = 'access:admin';
export const ALLOW_DURING_MAINTENANCE = 'access:maintenance';

/** Callable without a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Callable by admins only (403 for anyone else). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
/** Still answered while the platform is in maintenance (auth, health, the status itself). */
export const AllowDuringMaintenance = () => SetMetadata(ALLOW_DURING_MAINTENANCE, true);
