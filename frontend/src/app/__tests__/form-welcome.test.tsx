import { AccountType, REVIEW_BUSINESS_DAYS } from '@conectando/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen } from '@/testing/test-utils';

// A sign-in or registration the browser posted before the app ran lands on a page the app takes over
// (auth-form.controller.ts leaves the cookie): the app greets the person as its own forms do, once.
const signedInAs = (user: ReturnType<typeof buildUser>) =>
  mockApi({
    ...authHandlers.signedIn(user),
    ...maintenanceHandlers.off(),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    [`GET /api/chats/user/${user.id}`]: json([]),
  });

describe('the welcome of a form the browser posted itself', () => {
  afterEach(() => {
    toaster.remove();
    document.cookie = 'cg.bienvenida=; Max-Age=0; Path=/';
  });

  it('tells a professional who registered that their certificate is under review, and only once', async () => {
    signedInAs(buildUser({ name: 'Elena Soto', accountType: AccountType.Profesional, isValidated: false }));
    document.cookie = 'cg.bienvenida=registro; Path=/';

    renderApp({ route: '/terms' });

    await findToast(
      '¡Registro exitoso!',
      `Revisaremos tu certificado en un plazo máximo de ${REVIEW_BUSINESS_DAYS} días hábiles.`,
    );
    expect(document.cookie).not.toContain('cg.bienvenida');
    expect(screen.getAllByText('¡Registro exitoso!')).toHaveLength(1);
  });

  it('says hello after a sign-in, and nothing on a page opened without one', async () => {
    signedInAs(buildUser({ name: 'Rosa Martínez' }));
    document.cookie = 'cg.bienvenida=ingreso; Path=/';
    const { unmount } = renderApp({ route: '/terms' });
    await findToast('Hola Rosa Martínez');
    unmount();
    toaster.remove();

    renderApp({ route: '/terms' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});
