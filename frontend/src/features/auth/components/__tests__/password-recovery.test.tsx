import { MSG, PASSWORD_RESET_MSG } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor } from '@/testing/test-utils';

const TOKEN = 'A'.repeat(43);

describe('password recovery', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = mockApi({
      ...authHandlers.signedOut(),
      ...maintenanceHandlers.off(),
      'POST /api/auth/password-reset': json({ message: PASSWORD_RESET_MSG.requested }, 202),
      'POST /api/auth/password-reset/check': { status: 204 },
    });
  });

  it('leads from /login to a form that sends the email and says to check the inbox', async () => {
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(router.state.location.pathname).toBe('/recuperar-contrasena');

    await user.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  rosa@demo.cl ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(PASSWORD_RESET_MSG.requested)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset')[0].body).toEqual({ email: 'rosa@demo.cl' });
  });

  it('asks for the new password twice with the registration messages', async () => {
    const { user } = renderApp({ route: `/restablecer-contrasena?token=${TOKEN}` });
    await user.type(await screen.findByLabelText('Contraseña nueva'), '123');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), '456');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordsMismatch)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('shows a spent link inside the form, with no toast', async () => {
    api.use({
      'POST /api/auth/password-reset/confirm': json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: PASSWORD_RESET_MSG.linkInvalid },
        400,
      ),
    });
    const { user } = renderApp({ route: `/restablecer-contrasena?token=${TOKEN}` });
    await user.type(await screen.findByLabelText('Contraseña nueva'), 'nueva-clave-7');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'nueva-clave-7');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MSG.linkInvalid);
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled();
  });

  it('saves the new password and takes the person to sign in', async () => {
    api.use({ 'POST /api/auth/password-reset/confirm': { status: 204 } });
    const { user, router } = renderApp({ route: `/restablecer-contrasena?token=${TOKEN}` });
    await user.type(await screen.findByLabelText('Contraseña nueva'), 'nueva-clave-7');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'nueva-clave-7');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await findToast(PASSWORD_RESET_MSG.done)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')[0].body).toEqual({
      token: TOKEN,
      password: 'nueva-clave-7',
    });
  });

  it('says at once that a spent link no longer works, before asking for a password', async () => {
    api.use({
      'POST /api/auth/password-reset/check': json(
        { statusCode: 404, code: 'NOT_FOUND', message: PASSWORD_RESET_MSG.linkInvalid },
        404,
      ),
    });
    renderApp({ route: `/restablecer-contrasena?token=${TOKEN}` });
    expect(await screen.findByText(PASSWORD_RESET_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña nueva')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password-reset/check')[0].body).toEqual({ token: TOKEN });
  });

  it('explains a link without a token and offers a new one', async () => {
    renderApp({ route: '/restablecer-contrasena' });
    expect(await screen.findByText(PASSWORD_RESET_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
  });
});
