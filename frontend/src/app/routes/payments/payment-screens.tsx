import { MyPaymentsRoute } from './my-payments';
import { PaymentResultRoute } from './payment-result';

const SCREENS = { result: PaymentResultRoute, list: MyPaymentsRoute } as const;

/** The payment result and 'Mis pagos' in one chunk behind one entry of the router (see AdminScreen). */
export const PaymentScreen = ({ screen }: { screen: keyof typeof SCREENS }) => {
  const Screen = SCREENS[screen];
  return <Screen />;
};
