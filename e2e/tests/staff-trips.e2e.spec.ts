import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Movie } from '@cinema/contracts';
import { SERVER_MESSAGES, TOASTS } from '@cinema/contracts';
import { apiLogin, DEMO, indianDay, uniqueTag } from '../fixtures/catalog.ts';
import {
  accountMenu,
  axeViolations,
  login,
  screenshotFromTop,
  screenshotViewport,
  skipSplash,
} from './support.ts';

// Cinema staff at work (issue 21): what a screen change reaches, the Add Show errors, the menu.

test.beforeEach(async ({ page }) => skipSplash(page));

/** A demo movie (the server loads them at its first start, so the first test may wait for one). */
async function anyMovie(request: APIRequestContext) {
  let movies: Movie[] = [];
  await expect
    .poll(async () => {
      movies =
        ((await (await request.get('/api/v1/movie/getAllMovies')).json()) as { data?: Movie[] }).data ?? [];
      return movies.length;
    })
    .toBeGreaterThan(0);
  return movies[0]!;
}

test(
  'Update Screen says live shows keep their prices, names them, and says so again on saving',
  { tag: '@back-office' },
  async ({ page, request }, testInfo) => {
    const movie = await anyMovie(request);
    const admin = await apiLogin(request, DEMO.admin);
    const cinema = await admin.addCinema(`Frozen Prices ${uniqueTag()}`, (await admin.cities())[0]!._id);
    const screen = cinema.screenDetails[0]!;
    await admin.updateScreen(screen._id); // Rs 180, 250 and 400
    const show = await admin.addShow({
      movieId: movie._id,
      cinemaId: cinema._id,
      screenId: screen._id,
      timing: '3-6pm',
      days: 3,
    });
    await admin.liveShow(show.showId);

    await login(page, DEMO.admin);
    await page.goto(
      `/cinema/${encodeURIComponent(cinema._id)}/updateScreen/${encodeURIComponent(screen._id)}`,
    );
    const note = page.getByRole('region', { name: 'Shows already live keep their prices' });
    const live = note.getByRole('list', { name: 'Live shows on Screen-1' });
    await expect(live.getByRole('listitem')).toHaveCount(1);
    await expect(live.getByRole('listitem')).toContainText(movie.movieName);
    await expect(live.getByRole('listitem')).toContainText('3pm to 6pm');
    await expect(live.getByRole('listitem')).toContainText('REGULAR Rs 180 · BALCONY Rs 250 · VIP Rs 400');

    await page.getByRole('group', { name: 'VIP' }).getByLabel('Price (Rs)').fill('650');
    await page.getByRole('button', { name: 'Update Screen' }).click();
    await expect(page.getByText(TOASTS.screenUpdated)).toBeVisible();
    await expect(note.getByRole('status')).toHaveText('Saved. The live show below keeps the old prices.');
    // The live show still sells at the price it went live with.
    await expect(live.getByRole('listitem')).toContainText('VIP Rs 400');
    await screenshotFromTop(page, testInfo, 'update-screen-live-shows');
    // axe once the toast has gone (it fades in and out, and mid-fade its text is faint).
    await expect(page.getByText(TOASTS.screenUpdated)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  "Add Show raises the spec's error toast for a clash, and says it under Time",
  { tag: '@back-office' },
  async ({ page, request }, testInfo) => {
    const movie = await anyMovie(request);
    const admin = await apiLogin(request, DEMO.admin);
    const cinema = await admin.addCinema(`Clash Cinema ${uniqueTag()}`, (await admin.cities())[0]!._id);
    const screen = cinema.screenDetails[0]!;
    await admin.updateScreen(screen._id);
    // Already on the schedule: tomorrow and the day after, 9pm to 12pm, on Screen-1.
    await admin.addShow({ movieId: movie._id, cinemaId: cinema._id, screenId: screen._id, timing: '9-12pm' });

    await login(page, DEMO.admin);
    await page.goto(`/show/addShow/${encodeURIComponent(movie._id)}`);
    await page
      .getByLabel('Cinema', { exact: true })
      .selectOption({ label: `${cinema.cinemaName}, ${cinema.cityId.cityName}` });
    await page.getByLabel('Screen', { exact: true }).selectOption({ label: 'Screen-1' });
    await page.getByLabel('Time', { exact: true }).selectOption({ label: '9pm to 12pm' });
    await page.getByLabel('Show Start', { exact: true }).fill(indianDay(2));
    await page.getByLabel('Show End', { exact: true }).fill(indianDay(3));
    await page.getByRole('button', { name: 'Add Show' }).click();

    await expect(page.getByRole('status').filter({ hasText: SERVER_MESSAGES.showClash })).toBeVisible();
    await expect(page.getByLabel('Time', { exact: true })).toHaveAccessibleDescription(
      SERVER_MESSAGES.showClash,
    );
    await expect(page.getByLabel('Time', { exact: true })).toBeFocused();
    await screenshotViewport(page, testInfo, 'add-show-clash-toast');
  },
);

test("the Admin menu's names lead where they say: 'Update Screen' to the cinema list, 'Live Show' to Live Your Show", async ({
  page,
}, testInfo) => {
  await login(page, DEMO.admin);
  for (const [label, path, title] of [
    ['Live Show', '/show/liveYourShow', 'Live Your Show'],
    ['Update Screen', '/cinema/adminCinemas', 'Update Screen'],
  ] as const) {
    const menu = await accountMenu(page, testInfo);
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  }
  // The cinema list is where a screen is chosen: each cinema's 'Update Screen' opens its first screen.
  await expect(page.getByRole('link', { name: /^Update Screen of / }).first()).toBeVisible();
  await page.mouse.move(0, 400); // no hover left on the menu
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshotViewport(page, testInfo, 'admin-menu-update-screen');
});

test('the revenue pages write amounts in Rs, as the spec does, with no ₹ anywhere', async ({
  page,
}, testInfo) => {
  await login(page, DEMO.admin);
  for (const [path, name] of [
    ['/admin-revenue', 'admin-revenue-rs'],
    ['/admin-cities-revenue', 'admin-cities-revenue-rs'],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText(/^Rs \d[\d,]*(\.\d\d)?$/).first()).toBeVisible();
    await expect(main).not.toContainText('₹');
    await screenshotFromTop(page, testInfo, name);
  }
});
