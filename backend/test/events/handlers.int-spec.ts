import { EventDispatcher } from '../../src/infra/events/event-dispatcher.service';
import { createTestApp, TestApp } from '../support/test-app';

// Handlers register themselves with @OnEvent in their own modules; this pins the order in which one
// event's reactions run, which the feed, the counts and their tests rely on.
describe('domain event handlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("should run the owner module before the admins' counts, once each", () => {
    const dispatcher = t.app.get(EventDispatcher);
    expect(dispatcher.handlersOf('account.validated')).toEqual([
      'NotificationsListener.onAccountValidated',
      'AdminListener.onAccountValidated',
    ]);
    expect(dispatcher.handlersOf('offer.approved')).toEqual([
      'OffersListener.onOfferApproved',
      'AdminListener.onOfferReviewChanged',
    ]);
    expect(dispatcher.handlersOf('offer.rejected')).toEqual([
      'OffersListener.onOfferRejected',
      'AdminListener.onOfferReviewChanged',
    ]);
    expect(dispatcher.handlersOf('application.awarded')).toEqual(['ApplicationsListener.onApplicationAwarded']);
    expect(dispatcher.handlersOf('chat.message.created')).toEqual(['ChatNotificationsListener.onMessageCreated']);
    expect(dispatcher.handlersOf('meeting.changed')).toEqual(['MeetingsListener.onMeetingChanged']);
    expect(dispatcher.handlersOf('review.created')).toEqual(['ReviewsListener.onReviewCreated']);
  });
});
