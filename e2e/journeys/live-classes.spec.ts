import type { Page } from '@playwright/test';
import { withLargeTextPhone } from '../support/large-text-phone';
import { expectReadableText, expectReflow } from '../support/phone-checks';
import { checkScreen, logIn, newPhone, registerPerson } from '../support/screens';
import { expect, test } from '../support/servers';

// A mentor schedules a 'Taller en vivo' with two seats through the form; two learners take the seats
// and a third waits in line; one leaves and the one waiting gets the seat at once, on their screen.
// One learner's phone has its text at 200%.

const TITLE = 'Tejido a palillo para principiantes';

/** From the header's menu to the class's detail, as a person finds it. */
async function openClass(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'Talleres en vivo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Talleres en vivo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Habilidad' }).selectOption('Tejido');
  await page.getByRole('article', { name: TITLE }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

test('a mentor schedules a class, two learners take the seats, the third gets one when a seat is left', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mentorPhone = await newPhone(browser);
  const mentor = await mentorPhone.newPage();
  await logIn(mentor, 'mentor@demo.cl');

  // 'Nuevo taller': the rules are said in Spanish, then the class is published.
  await mentor.getByRole('button', { name: 'Menú' }).click();
  await mentor.getByRole('menuitem', { name: 'Talleres en vivo' }).click();
  await mentor.getByRole('button', { name: 'Nuevo taller' }).click();
  await expect(mentor.getByRole('heading', { level: 1, name: 'Nuevo taller' })).toBeVisible();
  await mentor.getByRole('button', { name: 'Publicar taller' }).click();
  await expect(mentor.getByText('Escribe el nombre del taller')).toBeVisible();
  await mentor.getByLabel('Nombre del taller').fill(TITLE);
  await mentor.getByRole('combobox', { name: 'Habilidad' }).selectOption('Tejido');
  await mentor.getByLabel('De qué se trata').fill('Punto jersey con lana gruesa. Trae dos palillos del 6.');
  await mentor.getByRole('combobox', { name: 'Cupos' }).selectOption('2');
  await checkScreen(mentor, 'live-classes-1-new');
  await mentor.getByRole('button', { name: 'Publicar taller' }).click();
  await expect(mentor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(mentor.getByText('0 de 2 cupos tomados · 0 en lista de espera')).toBeVisible();

  const firstPhone = await newPhone(browser);
  const first = await firstPhone.newPage();
  await logIn(first, 'aprendiz@demo.cl');
  await openClass(first);
  await expect(first.getByText('Quedan 2 cupos')).toBeVisible();
  await first.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(first.getByText('Tienes tu cupo en este taller')).toBeVisible();
  await checkScreen(first, 'live-classes-2-enrolled');

  await withLargeTextPhone(async (phone) => {
    const second = phone.pages()[0] ?? (await phone.newPage());
    await registerPerson(second, {
      name: 'Elena Paredes',
      email: `elena.${Date.now()}@prueba.cl`,
      password: 'clave-segura-42',
      city: 'Talca',
    });
    await openClass(second);
    await expectReflow(second, 'live class at 200%');
    await expectReadableText(second, 'live class at 200%');
    await second.getByRole('button', { name: 'Inscribirme' }).click();
    await expect(second.getByText('Tienes tu cupo en este taller')).toBeVisible();
    await expect(mentor.getByText('2 de 2 cupos tomados · 0 en lista de espera')).toBeVisible();

    // The class is full: the third takes a place in line.
    const thirdPhone = await newPhone(browser);
    const third = await thirdPhone.newPage();
    await registerPerson(third, {
      name: 'Jorge Muñoz',
      email: `jorge.${Date.now()}@prueba.cl`,
      password: 'clave-segura-42',
      city: 'Chillán',
    });
    await openClass(third);
    await expect(third.getByText('Sin cupos: puedes quedar en lista de espera')).toBeVisible();
    await third.getByRole('button', { name: 'Anotarme en la lista de espera' }).click();
    await expect(third.getByText(/Estás en lista de espera: lugar 1/)).toBeVisible();
    await checkScreen(third, 'live-classes-3-waiting');

    // The second learner leaves the seat: the one waiting has it at once, on the screen already open.
    await second.getByRole('button', { name: 'Dejar mi cupo' }).click();
    const confirm = second.getByRole('alertdialog', { name: '¿Dejar tu cupo?' });
    await expect(confirm).toContainText('Tu cupo pasará a la primera persona de la lista de espera.');
    await confirm.getByRole('button', { name: 'Dejar mi cupo' }).click();
    // The seat went to the line: the class is full again for them.
    await expect(second.getByRole('button', { name: 'Anotarme en la lista de espera' })).toBeVisible();
    await expect(third.getByText('Tienes tu cupo en este taller')).toBeVisible();
    await expect(third.getByText(/lista de espera: lugar/)).toBeHidden();
    await expect(mentor.getByText('2 de 2 cupos tomados · 0 en lista de espera')).toBeVisible();
    // And is told so in the bell's feed.
    await third.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(
      third
        .getByRole('dialog', { name: 'Notificaciones' })
        .getByText(`¡Se liberó un cupo! Ya estás inscrito en «${TITLE}»`),
    ).toBeVisible();
    await thirdPhone.close();
  });
  await firstPhone.close();
  await mentorPhone.close();
});
