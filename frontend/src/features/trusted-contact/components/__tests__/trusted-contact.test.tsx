import { TRUSTED_MSG } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen } from '@/testing/test-utils';

const TOKEN = 'a'.repeat(43);

describe('the trusted contact’s page', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    window.localStorage.removeItem('userId');
    api = mockApi({
      ...authHandlers.signedOut(),
      ...maintenanceHandlers.off(),
      'POST /api/trusted-contact/invitation': json({ status: 'invited', personName: 'Rosa Martínez' }),
      'POST /api/trusted-contact/accept': json({ status: 'active', personName: 'Rosa Martínez' }),
      'POST /api/trusted-contact/leave': { status: 204 },
    });
  });

  it('says whose invitation it is and what it means, then accepts it once', async () => {
    const { user } = renderApp({ route: `/persona-de-confianza?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: TRUSTED_MSG.acceptTitle })).toBeInTheDocument();
    expect(await screen.findByText(TRUSTED_MSG.acceptIntro('Rosa Martínez'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRUSTED_MSG.acceptAction }));
    expect(await screen.findByText(TRUSTED_MSG.accepted('Rosa Martínez'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/trusted-contact/accept').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('says so when the link no longer works', async () => {
    api.use({ 'POST /api/trusted-contact/invitation': json({ message: TRUSTED_MSG.linkInvalid }, 400) });
    renderApp({ route: `/persona-de-confianza?token=${TOKEN}` });
    expect(await screen.findByText(TRUSTED_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TRUSTED_MSG.acceptAction })).not.toBeInTheDocument();
  });

  it('lets the contact leave from the link in any email', async () => {
    const { user } = renderApp({ route: `/persona-de-confianza?salir=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: TRUSTED_MSG.leaveTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRUSTED_MSG.leaveAction }));
    expect(await screen.findByText(TRUSTED_MSG.left)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/trusted-contact/leave').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });
});
