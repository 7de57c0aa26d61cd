import { describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/session/auth-keys';
import { skillKeys } from '@/features/skills/api/skill-keys';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { buildChat } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { CATEGORIES, CATEGORY_STATS } from '@/testing/handlers/videos';
import { json, mockApi } from '@/testing/mock-api';
import { waitFor } from '@/testing/test-utils';
import { askFirstQuestions } from '../first-questions';
import { createAppQueryClient } from '../provider';

// A screen drawn in the browser gets its first answers while its code is still downloading.
describe('askFirstQuestions', () => {
  it('asks who is signed in, then what the opened screen shows, before any screen renders', async () => {
    const user = buildUser();
    const server = mockApi({
      ...authHandlers.signedIn(user),
      ...maintenanceHandlers.off(),
      'GET /api/skill-categories': json(CATEGORIES),
      'GET /api/category-stats': json(CATEGORY_STATS),
      'GET /api/users/role/mentor': json([]),
      [`GET /api/users/${user.id}/saved-videos`]: json([]),
    });
    const queryClient = createAppQueryClient();

    await askFirstQuestions(queryClient, '/skills');

    await waitFor(() => expect(queryClient.getQueryData(skillKeys.categories())).toEqual(CATEGORIES));
    expect(server.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/maintenance-status')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', '/api/category-stats')).toHaveLength(1));
    // Everything the screen draws at first: its featured mentors and the person's saved videos too.
    expect(server.callsTo('GET', '/api/users/role/mentor')).toHaveLength(1);
    expect(server.callsTo('GET', `/api/users/${user.id}/saved-videos`)).toHaveLength(1);
  });

  it('asks for what the signed-in chrome shows on any screen: conversations and unread notifications', async () => {
    const user = buildUser();
    const server = mockApi({
      ...authHandlers.signedIn(user),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${user.id}`]: json([buildChat()]),
      'GET /api/notifications/unread-count': json({ count: 2 }),
    });
    const queryClient = createAppQueryClient();

    askFirstQuestions(queryClient, '/chats');

    await waitFor(() => expect(server.callsTo('GET', `/api/chats/user/${user.id}`)).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET', '/api/notifications/unread-count')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/skill-categories')).toHaveLength(0);
  });

  it('asks nothing of the screens while maintenance is on', async () => {
    const server = mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.on() });
    const queryClient = createAppQueryClient();

    askFirstQuestions(queryClient, '/skills');

    await waitFor(() => expect(queryClient.getQueryState(authKeys.me())?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.map((c) => c.path).sort()).toEqual(['/api/auth/me', '/api/maintenance-status']);
  });

  it('asks a visitor nothing more than who they are', async () => {
    const server = mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    const queryClient = createAppQueryClient();

    askFirstQuestions(queryClient, '/skills');

    await waitFor(() => expect(queryClient.getQueryState(authKeys.me())?.status).toBe('success'));
    expect(server.calls.map((c) => c.path).sort()).toEqual(['/api/auth/me', '/api/maintenance-status']);
  });
});
