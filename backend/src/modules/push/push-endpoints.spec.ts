import { isAllowedPushEndpoint } from './push-endpoints';

const ALLOWED = 'https://fcm.googleapis.com,https://*.notify.windows.com,https://127.0.0.1:4443';

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
    'https://127.0.0.1:4443/push/1',
  ])('allows %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint, ALLOWED)).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.cl/x',
    'https://notify.windows.com/x',
    'https://evil.notify.windows.com:8443/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://127.0.0.1:4444/push/1',
    'https://169.254.169.254/latest/meta-data',
    'no es una url',
  ])('refuses %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint, ALLOWED)).toBe(false));
});
