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
    // A warned message also alerts the recipient's trusted contact (one query per batch otherwise).
    expect(dispatcher.handlersOf('chat.message.created')).toEqual([
      'ChatNotificationsListener.onMessageCreated',
      'TrustedContactsListener.onMessage',
    ]);
    expect(dispatcher.handlersOf('account.declined')).toEqual([
      'NotificationsListener.onAccountDeclined',
      'AdminListener.onValidationQueueMoved',
    ]);
    expect(dispatcher.handlersOf('meeting.changed')).toEqual(['MeetingsListener.onMeetingChanged']);
    expect(dispatcher.handlersOf('live_class.changed')).toEqual(['LiveClassesListener.onChanged']);
    expect(dispatcher.handlersOf('live_class.seat')).toEqual(['LiveClassesListener.onSeat']);
    expect(dispatcher.handlersOf('review.created')).toEqual(['ReviewsListener.onReviewCreated']);
    expect(dispatcher.handlersOf('video.ready')).toEqual(['SkillWishesListener.onVideoReady']);
    expect(dispatcher.handlersOf('story.commented')).toEqual(['StoryCommentsListener.onCommented']);
  });
});
