import { WebPushQueue, WEB_PUSH_ATTEMPTS } from './web-push.queue';
import type { PushSubscriptionsService } from './push-subscriptions.service';
import type { PushDelivery, WebPushSender } from './web-push.sender';

// Without Redis (npm start with no services) there is no queue to retry a push: the process does.
describe('WebPushQueue without Redis', () => {
  const payload = { title: 'Nuevo mensaje de Eliana Pizarro', body: 'Hola', url: '/chat/1' };
  const subscriptions = { forUser: async () => [{ id: 'device-1' }] } as unknown as PushSubscriptionsService;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should retry a push the push service refused for a while, until it goes out', async () => {
    const attempts: PushDelivery[] = [];
    const sender = {
      deliver: async (delivery: PushDelivery) => {
        attempts.push(delivery);
        if (attempts.length < 3) throw new Error('503 Service Unavailable');
      },
    } as unknown as WebPushSender;
    const sent = new WebPushQueue(subscriptions, sender).send('user-1', payload, 'chat1');

    await jest.advanceTimersByTimeAsync(2000 + 4000);
    await sent;
    expect(attempts).toHaveLength(3);
    expect(attempts[2]).toEqual({ subscriptionId: 'device-1', payload, topic: 'chat1' });
  });

  it('should give up after the last attempt without failing the caller', async () => {
    let attempts = 0;
    const sender = {
      deliver: async () => {
        attempts += 1;
        throw new Error('connect ECONNREFUSED');
      },
    } as unknown as WebPushSender;
    const sent = new WebPushQueue(subscriptions, sender).send('user-1', payload);

    await jest.advanceTimersByTimeAsync(2000 * (2 ** WEB_PUSH_ATTEMPTS - 1));
    await expect(sent).resolves.toBeUndefined();
    expect(attempts).toBe(WEB_PUSH_ATTEMPTS);
  });
});
