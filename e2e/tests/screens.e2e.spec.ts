import { expect, test } from '@playwright/test';
import type { Movie } from '@cinema/contracts';
import { SCREEN_MESSAGES } from '@cinema/contracts';
import { apiLogin, DEMO, indianDay, uniqueTag } from '../fixtures/catalog.ts';
import {
  accountMenu,
  axeAtRest,
  login,
  screenshotFromTop,
  screenshotViewport,
  skipSplash,
} from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

test('an Admin adds, renames and retires screens and edits the cinema; Add Show offers the screens in use', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, DEMO.admin);
  const cinema = await admin.addCinema(`Screens Cinema ${uniqueTag()}`, (await admin.cities())[0]!._id);
  await admin.updateScreen(cinema.screenDetails[1]!._id);
  await login(page, DEMO.admin);
  await (await accountMenu(page, testInfo)).getByRole('link', { name: 'Screens' }).click();
  await expect(page).toHaveURL(/\/cinema\/screens$/);
  await expect(page.getByRole('heading', { name: 'Screens', level: 1 })).toBeVisible();
  // Each cinema card leads to its own screens.
  await page.goto('/cinema/adminCinemas');
  await page.getByRole('link', { name: `Screens and details of ${cinema.cinemaName}` }).click();
  await expect(page.getByRole('heading', { name: `Screens of ${cinema.cinemaName}` })).toBeVisible();
  const inUse = page.getByRole('list', { name: 'Screens in use' });
  await expect(inUse.getByRole('listitem')).toHaveCount(3);

  // A fourth screen, named as the cinema's tickets name it.
  await page.getByLabel('New screen').fill('  IMAX  ');
  await page.getByRole('button', { name: 'Add Screen' }).click();
  await expect(page.getByText(SCREEN_MESSAGES.screenAdded)).toBeVisible();
  await expect(inUse.getByRole('listitem')).toHaveCount(4);
  await expect(inUse.getByRole('button', { name: 'Rename IMAX' })).toBeVisible();

  // Renamed; a name another screen has is refused under the field.
  await page.getByRole('button', { name: 'Rename Screen-2' }).click();
  const newName = page.getByLabel('New name for Screen-2');
  await newName.fill('imax');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(newName).toHaveAccessibleDescription(SCREEN_MESSAGES.screenNameTaken);
  await newName.fill('Audi 2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(inUse.getByRole('button', { name: 'Rename Audi 2' })).toBeVisible();

  // Retired after a confirmation: it leaves the list, kept among the retired.
  await page.getByRole('button', { name: 'Retire Screen-3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire Screen-3?' });
  await expect(dialog).toContainText('keeps its past shows');
  await screenshotViewport(page, testInfo, 'screens-retire-confirm');
  await dialog.getByRole('button', { name: 'Retire Screen-3' }).click();
  await expect(dialog).toBeHidden();
  await expect(inUse.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Retired screens' })).toContainText('Screen-3 · retired on');

  // The cinema's details: the spec's pincode rule, then saved.
  const pincode = page.getByLabel('Pincode');
  await pincode.fill('04520');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(pincode).toHaveAccessibleDescription(/Enter a valid 6-digit pincode/);
  const renamed = `${cinema.cinemaName} Gold`;
  await page.getByLabel('Cinema name').fill(renamed);
  await pincode.fill('452010');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(SCREEN_MESSAGES.cinemaUpdated)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Screens of ${renamed}` })).toBeVisible();
  await screenshotFromTop(page, testInfo, 'screens-managed');
  expect(await axeAtRest(page)).toEqual([]);

  // Update Screen's list and Add Show's picker offer the screens in use by their names.
  await page.goto('/cinema/adminCinemas');
  const card = page.getByRole('article', { name: renamed });
  await expect(card.getByRole('list')).toContainText('Audi 2');
  await expect(card.getByRole('list')).toContainText('IMAX');
  await expect(card.getByRole('list')).not.toContainText('Screen-3');
  const movies = (await (await request.get('/api/v1/movie/getAllMovies')).json()) as { data: Movie[] };
  await page.goto(`/show/addShow/${encodeURIComponent(movies.data[0]!._id)}`);
  await page
    .getByLabel('Cinema', { exact: true })
    .selectOption({ label: `${renamed}, ${cinema.cityId.cityName}` });
  const screen = page.getByLabel('Screen', { exact: true });
  await expect(screen.getByRole('option', { name: 'Audi 2' })).toBeEnabled();
  await expect(screen.getByRole('option', { name: /IMAX/ })).toBeDisabled(); // seats not set yet
  await expect(screen.getByRole('option', { name: /Screen-3/ })).toHaveCount(0);
});

test('retiring a screen with a show still to run is refused, naming the show', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, DEMO.admin);
  const cinema = await admin.addCinema(`Busy Cinema ${uniqueTag()}`, (await admin.cities())[0]!._id);
  const screen = cinema.screenDetails[0]!;
  await admin.updateScreen(screen._id);
  const movies = (await (await request.get('/api/v1/movie/getAllMovies')).json()) as { data: Movie[] };
  const movie = movies.data[0]!;
  const added = await request.post('/api/v1/show/addShow', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      movieId: movie._id,
      cinemaId: cinema._id,
      screenId: screen._id,
      timing: '3-6pm',
      showStart: indianDay(2),
      showEnd: indianDay(3),
    },
  });
  expect(added.ok()).toBe(true);

  await login(page, DEMO.admin);
  await page.goto(`/cinema/screens?cinema=${encodeURIComponent(cinema._id)}`);
  await page.getByRole('button', { name: 'Retire Screen-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire Screen-1?' });
  await dialog.getByRole('button', { name: 'Retire Screen-1' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(`Screen-1 still has shows to run: ${movie.movieName}, 3-6pm`);
  await expect(refusal).toContainText('(pending)');
  await screenshotViewport(page, testInfo, 'screens-retire-refused');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('list', { name: 'Screens in use' }).getByRole('listitem')).toHaveCount(3);
});
