import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, logIn, newPhone } from '../support/screens';

// The learning half at a phone's size: a mentor uploads a real video from a file and finds it in its
// category; a learner finds it by search, plays it, saves it and sees it under 'Habilidades Guardadas'.

const VIDEO_FILE = resolve(__dirname, '..', 'fixtures', 'ceramica-torno.mp4'); // 6 s, 320x240, H.264, 16 KB
const TITLE = 'Cerámica en torno: centrar el barro';

async function signIn(page: Page, email: string): Promise<void> {
  await logIn(page, email);
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible();
}

test('a mentor uploads a video; a learner finds, plays and saves it', async ({ browser }) => {
  const mentorContext = await newPhone(browser);
  const mentor = await mentorContext.newPage();

  // The mentor, in ENSEÑAR mode, sees the categories with real counts and the featured mentors.
  await signIn(mentor, 'mentor@demo.cl');
  await expect(mentor.getByTestId('mode-badge')).toHaveText('ENSEÑAR');
  await expect(mentor.getByRole('button', { name: /Manualidades y Artes/ })).toBeVisible();
  await checkScreen(mentor, 'skills-01-mentor-categories');

  // Profile → 'Subir Video' → a real file; the browser reads its duration (6 s) before uploading.
  await mentor.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(mentor.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(mentor.getByTestId('stat-videosSubidos')).toBeVisible();
  await checkScreen(mentor, 'skills-02-mentor-profile');
  await mentor.getByRole('button', { name: 'Subir Video' }).first().click();
  const dialog = mentor.getByRole('dialog', { name: 'Subir Video' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Habilidad').selectOption('Cerámica');
  await dialog.getByLabel('Descripción (opcional)').fill('Cómo centrar el barro en el torno antes de levantar la pieza.');
  await dialog.getByLabel(/Archivo de video/).setInputFiles(VIDEO_FILE);
  await expect(dialog.getByTestId('chosen-video')).toContainText('6s');
  await checkScreen(mentor, 'skills-03-upload-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Subir video' }).click();
  await expect(mentor.getByText('¡Video subido exitosamente!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mentor.getByRole('heading', { name: TITLE })).toBeVisible();

  // It appears in its category, Manualidades y Artes, with the poster taken in the browser.
  await mentor.getByRole('link', { name: 'Habilidades' }).click();
  await mentor.getByRole('button', { name: /Manualidades y Artes/ }).click();
  await expect(mentor.getByRole('heading', { level: 2, name: 'Manualidades y Artes' })).toBeVisible();
  const card = mentor.getByRole('article').filter({ has: mentor.getByRole('heading', { name: TITLE }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `Imagen del video «${TITLE}»` })).toBeVisible();
  await expect(card).toContainText('6s');
  await expect(mentor.getByRole('group', { name: 'Filtrar por tema' }).getByRole('button', { name: 'Todos' })).toBeVisible();
  await checkScreen(mentor, 'skills-04-category-videos');
  await mentorContext.close();

  // The learner, in APRENDER mode, searches for it.
  const learnerContext = await newPhone(browser);
  const learner = await learnerContext.newPage();
  await signIn(learner, 'aprendiz@demo.cl');
  await expect(learner.getByTestId('mode-badge')).toHaveText('APRENDER');
  await learner.getByPlaceholder('Buscar habilidades...').fill('centrar el barro');
  await expect(learner.getByRole('heading', { name: TITLE })).toBeVisible();
  await checkScreen(learner, 'skills-05-learner-search');

  // Plays it: nothing starts on its own; 'Reproducir' starts it and the file streams with Range.
  await learner.getByRole('button', { name: `Ver video «${TITLE}»` }).click();
  const player = learner.getByRole('dialog', { name: TITLE });
  await expect(player).toBeVisible();
  const video = player.locator('video');
  await expect(video).toHaveJSProperty('paused', true);
  await checkScreen(learner, 'skills-06-player', { fullPage: false });
  await player.getByRole('button', { name: 'Reproducir' }).click();
  await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  await player.getByRole('button', { name: 'Pausar' }).click();

  // Saves it from the player.
  await player.getByRole('button', { name: `Guardar «${TITLE}»` }).click();
  await expect(learner.getByText('Guardado en Habilidades').last()).toBeVisible();
  await expect(player.getByRole('button', { name: `Guardado «${TITLE}»` })).toHaveAttribute('aria-pressed', 'true');
  await player.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(player).toBeHidden();

  // And finds it under 'Habilidades Guardadas', with the count.
  await learner.getByPlaceholder('Buscar habilidades...').fill('');
  await learner.getByRole('tab', { name: /Habilidades Guardadas/ }).click();
  await expect(learner.getByTestId('saved-count')).toHaveText('1');
  await expect(learner.getByRole('tabpanel').getByRole('heading', { name: TITLE })).toBeVisible();
  await checkScreen(learner, 'skills-07-learner-saved');

  // The other learning screens, looked at and checked too.
  await learner.getByRole('link', { name: 'Relatos' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Relatos de la Comunidad' })).toBeVisible();
  await expect(learner.getByRole('heading', { level: 2, name: 'Mi infancia en el cerro Alegre' })).toBeVisible();
  await checkScreen(learner, 'skills-08-stories');

  await learner.getByRole('link', { name: 'Habilidades' }).click();
  await learner.getByRole('tab', { name: 'Buscador de Habilidades' }).click();
  const mentorCard = learner.getByRole('region', { name: 'Mentores destacados' }).getByRole('link').first();
  await mentorCard.click();
  await expect(learner).toHaveURL(/\/mentor\//);
  await expect(learner.getByRole('button', { name: 'Agendar Reunión' })).toBeVisible();
  await checkScreen(learner, 'skills-09-mentor-profile');

  await learner.getByRole('link', { name: 'Perfil' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Subir Video' }).first()).toBeDisabled();
  await expect(learner.getByText('Solo disponible en modo Quiero Enseñar').first()).toBeVisible();
  await checkScreen(learner, 'skills-10-learner-profile');
  await learnerContext.close();
});
