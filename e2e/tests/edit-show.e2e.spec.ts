import { expect, test, type Page } from '@playwright/test';
import { EDIT_TEXTS, SERVER_MESSAGES, VALIDATION } from '@cinema/contracts';
import { apiLogin, DEMO, indianDay, uniqueTag } from '../fixtures/catalog.ts';
import { newScreening, newViewer, seatButton, seatIds, seatState } from '../fixtures/booking.ts';
import { movieImageFiles } from '../fixtures/images.ts';
import {
  axeViolations,
  login,
  screenshotFromTop,
  screenshotViewport,
  skipSplash,
  switchAccount,
} from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

/** The card of one show on the edit page (the demo Admin runs many). */
const showCard = (page: Page, movieName: string) =>
  page
    .getByRole('list', { name: 'Your shows' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: movieName }) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the admin moves a show not live yet to another screen, time and dates; a clash is refused with a toast', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const movieName = `Editfilm ${tag}`;
  const superAdmin = await apiLogin(request, DEMO.superAdmin);
  const movie = await superAdmin.addMovie(
    movieName,
    await movieImageFiles(testInfo.outputPath('images'), movieName),
  );
  const admin = await apiLogin(request, DEMO.admin);
  const city = (await admin.cities())[0]!;
  const cinema = await admin.addCinema(`Editplex ${tag}`, city._id);
  const [one, two] = cinema.screenDetails;
  await admin.updateScreen(one!._id);
  await admin.updateScreen(two!._id);
  await admin.addShow({ movieId: movie._id, cinemaId: cinema._id, screenId: one!._id, timing: '3-6pm' });
  // Screen-2 at 9pm holds days 6 and 7 already.
  await admin.addShow({
    movieId: movie._id,
    cinemaId: cinema._id,
    screenId: two!._id,
    timing: '9-12pm',
    from: 6,
    days: 7,
  });

  await login(page, DEMO.admin);
  await page.goto('/show/liveYourShow');
  await page.getByRole('link', { name: 'Edit a show' }).click();
  await expect(page.getByRole('heading', { name: 'Edit a show', level: 1 })).toBeVisible();
  const card = showCard(page, movieName).filter({ hasText: 'Screen-1 · 3pm to 6pm' });
  await expect(card).toContainText('Not live yet');
  expect(await axeViolations(page)).toEqual([]);

  await card.getByLabel('Screen', { exact: true }).selectOption({ label: 'Screen-2' });
  await card.getByLabel('Time').selectOption({ label: '9pm to 12pm' });
  // An end before the start is refused before anything is sent.
  await card.getByLabel('Show Start').fill(indianDay(5));
  await card.getByLabel('Show End').fill(indianDay(4));
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, VALIDATION.endDateBeforeStart)).toBeVisible();
  // Days 5 to 6 share day 6 with the other show on Screen-2 at 9pm: the server refuses it.
  await card.getByLabel('Show End').fill(indianDay(6));
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, SERVER_MESSAGES.showClash)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotViewport(page, testInfo, 'edit-show-clash');

  await card.getByLabel('Show Start').fill(indianDay(3));
  await card.getByLabel('Show End').fill(indianDay(5));
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, EDIT_TEXTS.showEdited)).toBeVisible();
  const moved = showCard(page, movieName)
    .filter({ hasText: 'Screen-2 · 9pm to 12pm' })
    .filter({ hasText: 'Not live yet' });
  await expect(moved).toHaveCount(2);
  await expect(moved.first().getByLabel('Show Start')).toHaveValue(indianDay(3));
  await moved.first().scrollIntoViewIfNeeded();
  await screenshotViewport(page, testInfo, 'edit-show-saved');
});

test('the admin extends a live show by two dates: a viewer books a seat on an added date', async ({
  page,
  request,
}, testInfo) => {
  const screening = await newScreening(request, testInfo, '9-12pm', 2);
  await login(page, DEMO.admin);
  await page.goto('/show/editShows');
  const card = showCard(page, screening.movie.movieName);
  await expect(card).toContainText('Live, 2 dates to come');
  await expect(card.getByLabel('Show Start')).toHaveCount(0);

  await card.getByLabel('Run until').fill(indianDay(1));
  await card.getByRole('button', { name: 'Extend run' }).click();
  await expect(toast(page, EDIT_TEXTS.endNotLater)).toBeVisible();
  await card.getByLabel('Run until').fill(indianDay(4));
  await card.scrollIntoViewIfNeeded();
  await screenshotViewport(page, testInfo, 'extend-run-form');
  await card.getByRole('button', { name: 'Extend run' }).click();
  await expect(toast(page, EDIT_TEXTS.runExtended)).toBeVisible();
  await expect(card).toContainText('Live, 4 dates to come');
  await screenshotViewport(page, testInfo, 'extend-run-done');

  // A viewer books B1 on the last added date; its seat page sells the rest at the same prices.
  const added = {
    ...screening,
    date: indianDay(4),
    url: screening.url.replace(screening.date, indianDay(4)),
  };
  const viewer = await newViewer(request);
  await viewer.api.book(await seatIds(request, added, ['B1']));
  await switchAccount(page, viewer.email, viewer.password);
  await page.goto(added.url);
  await expect(page.getByRole('heading', { name: screening.movie.movieName, level: 1 })).toBeVisible();
  await expect(seatButton(page, 'B1')).toHaveAccessibleName(seatState('Booked'));
  await expect(seatButton(page, 'B2')).toHaveAccessibleName(seatState('Available'));
  await screenshotFromTop(page, testInfo, 'extended-seat-page');
});
