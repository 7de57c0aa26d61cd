import { AdminHomeRoute } from './admin-home';
import { AdminPaymentsRoute } from './admin-payments';
import { AdminHelpRoute } from './help';
import { ReportsRoute } from './reports';
import { ValidateOffersRoute } from './validate-offers';
import { ValidateUsersRoute } from './validate-users';

const SCREENS = {
  home: AdminHomeRoute,
  validateUsers: ValidateUsersRoute,
  validateOffers: ValidateOffersRoute,
  reports: ReportsRoute,
  payments: AdminPaymentsRoute,
  help: AdminHelpRoute,
} as const;

export type AdminScreenName = keyof typeof SCREENS;

/**
 * The admin area's screens in one chunk behind one entry of the router: each lazy route adds its
 * chunk list to the entry every phone downloads, and only admins ever open these.
 */
export const AdminScreen = ({ screen }: { screen: AdminScreenName }) => {
  const Screen = SCREENS[screen];
  return <Screen />;
};
