import { AccountType } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor } from '@/testing/test-utils';

describe('LoginForm', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
  });

  it('shows the spec messages for an invalid email and an empty password, and sends nothing', async () => {
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'no-es-un-email');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('keeps the email of a sign-in the server sent back, and says why, until it is sent again', async () => {
    renderApp({ route: '/login?error=INVALID_CREDENTIALS&email=ana%40ejemplo.cl' });
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@ejemplo.cl');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
  });

  it('titles the screen after the chosen entry card', async () => {
    window.localStorage.setItem('selectedUserType', 'institution');
    renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso Institución' })).toBeInTheDocument();
  });

  it("on a shared phone, keeps the drafts of the person signing in and drops another account's", async () => {
    const mentor = buildUser({ id: 'u-mentor', name: 'Hernán Soto' });
    window.localStorage.setItem('account:u-mentor:chatDraft:chat-1', 'Hola, ¿cómo está?');
    window.localStorage.setItem('account:u-other:chatDraft:chat-2', 'Mi clave del banco es');
    api.use({ 'POST /api/auth/login': json(mentor) });
    const { user, router } = renderApp({ route: '/login' });

    await user.click(await screen.findByRole('button', { name: /mentor@demo\.cl/ }));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skills'));
    expect(window.localStorage.getItem('account:u-mentor:chatDraft:chat-1')).toBe('Hola, ¿cómo está?');
    expect(window.localStorage.getItem('account:u-other:chatDraft:chat-2')).toBeNull();
  });

  it('fills the form from a demonstration account, greets the user and goes to /skills', async () => {
    const mentor = buildUser({ id: 'u-mentor', name: 'Hernán Soto' });
    api.use({ 'POST /api/auth/login': json(mentor) });
    const { user, router } = renderApp({ route: '/login' });

    await user.click(await screen.findByRole('button', { name: /mentor@demo\.cl/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('mentor@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await findToast('Hola Hernán Soto');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skills'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'mentor@demo.cl', password: 'demo1234' });
    expect(window.localStorage.getItem('userId')).toBe('u-mentor');
    expect(window.localStorage.getItem('userRole')).toBe(AccountType.Persona);
  });

  it('tells an unvalidated professional that the account is in review', async () => {
    api.use({
      'POST /api/auth/login': json(buildUser({ accountType: AccountType.Profesional, isValidated: false })),
    });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'profesional@demo.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await findToast(
      'Te damos la bienvenida, Rosa Martínez',
      'Tu cuenta está en revisión. Podrás acceder a funciones completas una vez validada.',
    );
  });

  it('sends admins to /admin', async () => {
    api.use({ 'POST /api/auth/login': json(buildUser({ isAdmin: true, name: 'Admin' })) });
    const { user, router } = renderApp({ route: '/login' });

    await user.click(await screen.findByRole('button', { name: /admin@demo\.cl/ }));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows the server message in a destructive toast when the login fails', async () => {
    api.use({
      'POST /api/auth/login': json(
        { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos.' },
        401,
      ),
    });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'rosa@ejemplo.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await findToast('Error al iniciar sesión', 'Email o contraseña incorrectos.');
  });
});
