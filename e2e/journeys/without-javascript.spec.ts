import { ERROR_MESSAGES, ErrorCode, MSG } from '@conectando/contracts';
import { expect, test } from '../support/servers';

// A phone whose browser runs no JavaScript (or whose app has not arrived): what the drawn pages
// offer still works, as the browser does it. The landing's cards are links; the sign-in and the
// registration are forms that the server takes and answers, in Spanish when something is wrong,
// with what was typed (never a password) still in the fields.
test.use({ javaScriptEnabled: false });

test('without JavaScript the landing cards are links that carry the choice to its sign-in', async ({ page }) => {
  await page.goto('/');
  for (const [card, type, title] of [
    [/Profesional/, 'professional', 'Ingreso Profesional'],
    [/Institución/, 'institution', 'Ingreso Institución'],
    [/Persona/, 'person', 'Ingreso Persona'],
  ] as const) {
    await page.getByRole('link', { name: card }).first().click();
    await expect(page).toHaveURL(new RegExp(`/login\\?tipo=${type}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
  }
});

test('without JavaScript the sign-in refuses in Spanish, keeps the email, then signs in', async ({ page }) => {
  await page.goto('/login?tipo=person');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });

  // Not an email: the field says so; the choice made on the landing and what was typed stay.
  await email.fill('aprendiz');
  await password.fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText(MSG.emailInvalid)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Persona' })).toBeVisible();
  await expect(email).toHaveValue('aprendiz');

  // A wrong password: refused, still signed out, the email still there and the password not.
  await email.fill('aprendiz@demo.cl');
  await password.fill('otra-clave-1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert').getByText(ERROR_MESSAGES[ErrorCode.InvalidCredentials])).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Persona' })).toBeVisible();
  await expect(email).toHaveValue('aprendiz@demo.cl');
  await expect(password).toHaveValue('');
  expect(page.url()).not.toContain('otra-clave');

  // The right one: their skills, drawn by the server with their data.
  await password.fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mentores destacados' })).toBeVisible();
  expect(page.url()).not.toContain('demo1234');
});

test('without JavaScript a person registers: refused in Spanish with what was typed kept, then in', async ({
  page,
}) => {
  const address = `rosa.${Date.now()}@prueba.cl`;
  await page.goto('/login?tipo=person');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/register\?tipo=person$/);
  await expect(page.getByRole('radio', { name: /Persona/ })).toBeChecked();

  const name = page.getByRole('textbox', { name: /^Nombre completo/ });
  const email = page.getByRole('textbox', { name: /^Email/ });
  const password = page.getByRole('textbox', { name: /^Contraseña/ });
  const confirm = page.getByRole('textbox', { name: /^Confirmar contraseña/ });
  const region = page.getByRole('textbox', { name: /^Región o ciudad/ });
  const birthDate = page.getByRole('textbox', { name: /^Fecha de nacimiento/ });
  await name.fill('Rosa Valdés');
  await email.fill('rosa@');
  await password.fill('rosa-quilpue-1948');
  await confirm.fill('rosa-quilpue-1948');
  await birthDate.fill('03-08-1948');
  await page.getByRole('combobox', { name: /^País/ }).selectOption('chile');
  await region.fill('Quilpué');
  // The terms left unticked; the privacy ticked (a tap on its words, as a person does).
  await page.getByText('Acepto la política de privacidad').click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Back on the registration: each field's message, what was typed, no password anywhere.
  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByText(MSG.emailInvalid)).toBeVisible();
  await expect(page.getByText(MSG.acceptTerms)).toBeVisible();
  await expect(page.getByText('Revisa los campos marcados en rojo.')).toBeVisible();
  await expect(name).toHaveValue('Rosa Valdés');
  await expect(email).toHaveValue('rosa@');
  await expect(birthDate).toHaveValue('03-08-1948');
  await expect(region).toHaveValue('Quilpué');
  await expect(page.getByRole('combobox', { name: /^País/ })).toHaveValue('chile');
  await expect(page.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Persona/ })).toBeChecked();
  await expect(password).toHaveValue('');
  expect(page.url()).not.toContain('rosa-quilpue');

  // Corrected: the account, signed in, on its skills.
  await email.fill(address);
  await password.fill('rosa-quilpue-1948');
  await confirm.fill('rosa-quilpue-1948');
  await page.getByText('Acepto los términos y condiciones').click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible();
  expect(page.url()).not.toContain('rosa-quilpue');
});
