import { AccountType, MSG, UserType } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { toaster } from '@/components/ui/toaster';
import { findToast, fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const pdf = () => new File(['%PDF-1.4 certificado'], 'certificado.pdf', { type: 'application/pdf' });

describe('RegisterForm', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
  });

  const renderRegister = async (userType?: UserType) => {
    if (userType) window.localStorage.setItem('selectedUserType', userType);
    const rendered = renderApp({ route: '/register' });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    return rendered;
  };

  const submit = (user: ReturnType<typeof renderApp>['user']) =>
    user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

  // Everything a person must fill, the birth date left out.
  const fillPerson = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Luis Fuentes');
    await user.type(screen.getByLabelText(/^Email/), 'luis@ejemplo.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'marino1950');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'marino1950');
    await user.selectOptions(screen.getByLabelText(/^País/), 'chile');
    await user.type(screen.getByLabelText(/^Región o ciudad/), 'Talcahuano');
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
  };

  it('keeps the policy links out of the boxes and does not mark the optional birth date', async () => {
    const { user } = await renderRegister(UserType.Person);
    const terms = screen.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ });
    const termsLabel = terms.closest('label') ?? terms.parentElement!;
    expect(within(termsLabel).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer los términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos.html',
    );
    expect(screen.getByRole('link', { name: 'Leer la política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad.html',
    );
    // A tap on the label's words ticks the box (it no longer lands on a link).
    await user.click(screen.getByText('Acepto la política de privacidad', { exact: false }));
    expect(screen.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();

    const birthDate = screen.getByLabelText('Fecha de nacimiento (opcional)');
    expect(birthDate).not.toBeRequired();
    expect(birthDate).toHaveAccessibleDescription('Formato dd-mm-aaaa, por ejemplo 24-03-1950.');
  });

  it('shows every registration rule with its exact message and sends nothing', async () => {
    const { user } = await renderRegister(UserType.Professional);

    await submit(user);

    for (const message of [
      MSG.nameRequired,
      MSG.emailInvalid,
      MSG.passwordMin,
      MSG.confirmRequired,
      MSG.countryRequired,
      MSG.regionRequired,
      MSG.acceptTerms,
      MSG.acceptPrivacy,
      MSG.professionalRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('La especialidad y el certificado son requeridos para profesionales')).toBeInTheDocument();

    // The institution block replaces the professional one when the type changes.
    await user.click(screen.getByRole('radio', { name: /Institución/ }));
    await submit(user);
    expect(await screen.findByText('Todos los campos de institución son requeridos')).toBeInTheDocument();
    expect(screen.queryByText(MSG.professionalRequired)).not.toBeInTheDocument();

    // The confirmation must match the password.
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreta123');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'otra-cosa');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();

    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('asks for the user type when none was chosen on the landing screen', async () => {
    const { user } = await renderRegister();
    await submit(user);
    expect(await screen.findByText(MSG.userTypeRequired)).toBeInTheDocument();
  });

  it('refuses a certificate that is not PDF, JPG or PNG', async () => {
    await renderRegister(UserType.Professional);
    const input = screen.getByLabelText<HTMLInputElement>(/^Certificado profesional/);

    // Pickers can be told to show every file; the type check must still refuse it.
    fireEvent.change(input, { target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });

    await findToast('Archivo no válido', 'Solo se permiten archivos PDF, JPG o PNG');
    expect(input.value).toBe('');
    expect(screen.queryByText(/Archivo seleccionado/)).not.toBeInTheDocument();
  });

  it('sends a valid professional registration without confirmPassword and announces the review', async () => {
    api.use({
      'POST /api/auth/register': json(
        buildUser({ id: 'u-new', name: 'Camila Rojas', accountType: AccountType.Profesional, isValidated: false }),
        201,
      ),
    });
    const { user, router } = await renderRegister(UserType.Professional);

    await user.type(screen.getByLabelText(/^Nombre completo/), 'Camila Rojas');
    await user.type(screen.getByLabelText(/^Email/), 'camila@ejemplo.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'kine2026seguro');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'kine2026seguro');
    await user.selectOptions(screen.getByLabelText(/^País/), 'chile');
    await user.type(screen.getByLabelText(/^Región o ciudad/), 'Valparaíso');
    await user.type(screen.getByLabelText(/^Especialidad/), 'Kinesiología');
    await user.upload(screen.getByLabelText(/^Certificado profesional/), pdf());
    expect(await screen.findByText('Archivo seleccionado: certificado.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await submit(user);

    await findToast('¡Registro exitoso!', 'Revisaremos tu certificado en un plazo máximo de 5 días hábiles.');
    // Longer than the default toast: there is more to read.
    expect(toaster.getVisibleToasts().at(-1)).toMatchObject({ title: '¡Registro exitoso!', duration: 7000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/skills'));

    const [request] = api.callsTo('POST', '/api/auth/register');
    const body = request.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('institutionName');
    expect(body).toMatchObject({
      name: 'Camila Rojas',
      email: 'camila@ejemplo.cl',
      password: 'kine2026seguro',
      country: 'chile',
      region: 'Valparaíso',
      userType: 'professional',
      acceptTerms: true,
      acceptPrivacy: true,
      acceptNotifications: false,
      specialty: 'Kinesiología',
    });
    expect(body.certificateUrl).toMatch(/^data:application\/pdf;base64,/);
  });

  it('takes the birth date as día-mes-año, refuses a day that does not exist and sends YYYY-MM-DD', async () => {
    api.use({ 'POST /api/auth/register': json(buildUser({ name: 'Luis Fuentes' }), 201) });
    const { user } = await renderRegister(UserType.Person);

    await fillPerson(user);

    // Plain text, not the browser's date picker (mm/dd/yyyy in an English Chrome).
    const birthDate = screen.getByLabelText('Fecha de nacimiento (opcional)');
    expect(birthDate).toHaveProperty('type', 'text');
    expect(birthDate).toHaveAttribute('placeholder', 'dd-mm-aaaa');

    // February has no 31st: the rule says so in Spanish, takes the person there and sends nothing.
    await user.type(birthDate, '31-02-1950');
    await submit(user);
    expect(await screen.findByText('La fecha de nacimiento no es válida')).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleErrorMessage('La fecha de nacimiento no es válida');
    expect(birthDate).toHaveFocus();
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);

    await user.clear(birthDate);
    await user.type(birthDate, '12-04-1950');
    expect(screen.queryByText('La fecha de nacimiento no es válida')).not.toBeInTheDocument();
    await submit(user);

    await findToast('Te damos la bienvenida, Luis Fuentes');
    const [request] = api.callsTo('POST', '/api/auth/register');
    expect(request.body).toMatchObject({ name: 'Luis Fuentes', birthDate: '1950-04-12' });
  });

  it('refuses a birth date that has not come yet, or before 1900, and sends nothing', async () => {
    const { user } = await renderRegister(UserType.Person);
    await fillPerson(user);
    const birthDate = screen.getByLabelText('Fecha de nacimiento (opcional)');

    // Next year, written día-mes-año.
    await user.type(birthDate, `12-04-${new Date().getFullYear() + 1}`);
    await submit(user);
    expect(await screen.findByText('La fecha de nacimiento no es válida')).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleErrorMessage('La fecha de nacimiento no es válida');
    expect(birthDate).toHaveFocus();

    await user.clear(birthDate);
    await user.type(birthDate, '12-04-1899');
    await submit(user);
    expect(await screen.findByText('La fecha de nacimiento no es válida')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('sends no birth date when the field is emptied again', async () => {
    api.use({ 'POST /api/auth/register': json(buildUser({ name: 'Luis Fuentes' }), 201) });
    const { user } = await renderRegister(UserType.Person);

    await fillPerson(user);
    const birthDate = screen.getByLabelText('Fecha de nacimiento (opcional)');
    await user.type(birthDate, '12-04-1950');
    await user.clear(birthDate);
    await submit(user);

    await findToast('Te damos la bienvenida, Luis Fuentes');
    const [request] = api.callsTo('POST', '/api/auth/register');
    expect(request.body).not.toHaveProperty('birthDate');
  });

  it('welcomes a person by name and shows the server message when registration fails', async () => {
    api.use({
      'POST /api/auth/register': json(
        { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este email.' },
        409,
      ),
    });
    const { user } = await renderRegister(UserType.Person);

    await user.type(screen.getByLabelText(/^Nombre completo/), 'Luis Fuentes');
    await user.type(screen.getByLabelText(/^Email/), 'luis@ejemplo.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'marino1950');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'marino1950');
    await user.selectOptions(screen.getByLabelText(/^País/), 'chile');
    await user.type(screen.getByLabelText(/^Región o ciudad/), 'Talcahuano');
    const conditions = screen.getByRole('group', { name: 'Condiciones' });
    await user.click(within(conditions).getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(within(conditions).getByRole('checkbox', { name: /política de privacidad/ }));
    await submit(user);

    await findToast('Error en el registro', 'Ya existe una cuenta con este email.');

    api.use({ 'POST /api/auth/register': json(buildUser({ name: 'Luis Fuentes' }), 201) });
    await submit(user);
    await findToast('Te damos la bienvenida, Luis Fuentes');
  });

  it('takes over a registration the server sent back: what was typed, why, and no password', async () => {
    const { user } = renderApp({
      route:
        '/register?tipo=person&name=Ana+P%C3%A9rez&email=ana%40&birthDate=12-04-1950&country=chile' +
        '&region=Valpara%C3%ADso&acceptPrivacy=1&error=email%3AemailInvalid&error=acceptTerms%3AacceptTerms',
    });
    expect(await screen.findByLabelText(/^Nombre completo/)).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@');
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('12-04-1950');
    expect(screen.getByLabelText(/^País/)).toHaveValue('chile');
    expect(screen.getByLabelText(/^Región o ciudad/)).toHaveValue('Valparaíso');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /términos y condiciones/ })).not.toBeChecked();
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.acceptTerms)).toBeInTheDocument();

    // Corrected and sent again, by the app this time.
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ana@ejemplo.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'marino1950');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'marino1950');
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    api.use({ 'POST /api/auth/register': json(buildUser({ name: 'Ana Pérez' }), 201) });
    await submit(user);
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/register')[0].body).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      birthDate: '1950-04-12',
      region: 'Valparaíso',
      acceptTerms: true,
      acceptPrivacy: true,
    });
  });

  it('says why the server refused the whole registration', async () => {
    renderApp({ route: '/register?tipo=person&email=ana%40ejemplo.cl&error=EMAIL_TAKEN' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este email.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@ejemplo.cl');
  });
});
