import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Movie } from '@cinema/contracts';
import { TOASTS } from '@cinema/contracts';
import { apiLogin, dateButtonName, DEMO, indianDay, uniqueTag } from '../fixtures/catalog.ts';
import { SCREEN } from '../fixtures/booking.ts';
import { movieImageFiles } from '../fixtures/images.ts';
import { login, screenshotFromTop, screenshotViewport, skipSplash } from './support.ts';

/*
 * What viewers trip over (issue 21), the polish part: coming soon, footer links, the phone's
 * header, the movie page's title and the carousel's dots, each on a phone and on a desktop.
 */

test.beforeEach(async ({ page }) => skipSplash(page));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as the product writes it: "23 Dec 2026" (`year` false: "23 Dec"). */
const dayText = (day: string, year = true) => {
  const date = new Date(`${day}T00:00:00Z`);
  const text = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return year ? `${text} ${date.getUTCFullYear()}` : text;
};
const movieHref = (movie: Pick<Movie, '_id' | 'movieName'>) =>
  `/movie/${encodeURIComponent(movie.movieName)}/${encodeURIComponent(movie._id)}`;

async function allMovies(request: APIRequestContext) {
  const response = await request.get('/api/v1/movie/getAllMovies');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Movie[] }).data;
}

/** A film out in 20 days with no show, and one out in 9 days whose shows start that day. */
async function unreleasedFilms(request: APIRequestContext, testInfo: TestInfo) {
  const tag = uniqueTag();
  const superAdmin = await apiLogin(request, DEMO.superAdmin);
  const add = async (name: string, releaseDate: string) =>
    superAdmin.addMovie(name, await movieImageFiles(testInfo.outputPath('images'), name), releaseDate);
  const later = await add(`Laterfilm ${tag}`, indianDay(20));
  const opening = await add(`Openfilm ${tag}`, indianDay(9));
  const admin = await apiLogin(request, DEMO.admin);
  const cities = await admin.cities();
  const city = cities.find((c) => c.cityName === 'Indore') ?? cities[0]!;
  const cinema = await admin.addCinema(`Openplex ${tag}`, city._id);
  const screen = cinema.screenDetails[0]!;
  await admin.updateScreen(screen._id, SCREEN);
  const show = await admin.addShow({
    movieId: opening._id,
    cinemaId: cinema._id,
    screenId: screen._id,
    timing: '3-6pm',
    from: 9,
    days: 10,
  });
  await admin.liveShow(show._id);
  return { later, opening, cinema, cityName: city.cityName };
}

test('an unreleased film says Coming soon and when it opens, instead of Book Tickets into No Show Found', async ({
  page,
  request,
}, testInfo) => {
  const { later, opening, cinema, cityName } = await unreleasedFilms(request, testInfo);

  await test.step('the movie list marks both on their posters', async () => {
    // Loaded again until the list has them: right after start-up the read side may still be busy
    // with the demo data when the films are added.
    await expect(async () => {
      await page.goto('/movies');
      for (const [movie, day] of [
        [later, indianDay(20)],
        [opening, indianDay(9)],
      ] as const)
        await expect(page.getByRole('link', { name: movie.movieName, exact: true })).toContainText(
          `Coming soon · ${dayText(day, false)}`,
          { timeout: 3_000 },
        );
    }).toPass();
  });

  await test.step('a film with no show says when it releases, and offers no booking', async () => {
    await page.goto(movieHref(later));
    await expect(page.getByRole('note')).toHaveText(
      `Coming soonReleases on ${dayText(indianDay(20))}. Bookings open when cinemas add shows.`,
    );
    await expect(page.getByRole('link', { name: /Book Tickets/ })).toHaveCount(0);
    await screenshotViewport(page, testInfo, 'viewer-coming-soon');
  });

  await test.step("a film whose shows start later leads to that day's shows", async () => {
    await page.goto(movieHref(opening));
    const opens = page.getByRole('link', { name: `Opens ${dayText(indianDay(9), false)}: book tickets` });
    await expect(opens).toHaveText(`Opens ${dayText(indianDay(9), false)}`);
    await opens.click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${indianDay(9)}$`));
    const dates = page.getByRole('group', { name: 'Show dates' });
    await expect(dates.getByRole('button').first()).toHaveAccessibleName(dateButtonName(indianDay(9)));
    await expect(dates.getByRole('button', { name: dateButtonName(indianDay(9)) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('article', { name: `${cinema.cinemaName} | ${cityName}` })).toBeVisible();
    await screenshotViewport(page, testInfo, 'viewer-opens-later');
  });
});

test("home's Recommended Movies puts the films a viewer can book first", async ({
  page,
  request,
}, testInfo) => {
  const movies = await allMovies(request);
  const bookable = new Set(movies.filter((m) => m.nextShowDate).map((m) => m.movieName));
  expect(bookable.size).toBeGreaterThan(0);
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Recommended movies' });
  const cards = row.getByRole('link');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((links) =>
    links.map((a) => a.querySelector('[data-movie-name]')?.textContent ?? ''),
  );
  const leading = names.slice(0, Math.min(names.length, bookable.size));
  expect(leading.filter((name) => !bookable.has(name))).toEqual([]);
  await expect(row.getByRole('listitem').first()).not.toContainText('Coming soon');
  await row.scrollIntoViewIfNeeded();
  await screenshotViewport(page, testInfo, 'viewer-recommended-bookable-first');
});

test('footer links lead somewhere useful: a city is chosen, an empty category says so', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Mumbai', exact: true }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('button', { name: 'City: Mumbai' })).toBeVisible();
  await expect(page.getByText('No movies found')).toHaveCount(0);

  await footer.getByRole('link', { name: 'Cricket', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Cricket events yet');
  await expect(
    page.getByRole('region', { name: 'Movies you can book' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByText('No movies found')).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'viewer-footer-empty-category');
});

/** How far the placeholder overflows its box, in pixels (0 or less: it fits). */
const placeholderOverflow = (page: Page) =>
  page.getByRole('combobox', { name: 'Search' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });

test("the header's search placeholder fits, and toasts stay clear of the search and city", async ({
  page,
}, testInfo) => {
  await login(page, DEMO.viewer);
  expect(await placeholderOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Log Out' }).click();
  const toast = page.getByRole('status').filter({ hasText: TOASTS.logout });
  await expect(toast).toBeVisible();
  // Where it rests once it has slid in (it enters from above).
  await toast.evaluate((status) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.contains(status))
        .map((a) => a.finished),
    ),
  );
  const toastBox = (await toast.boundingBox())!;
  await screenshotViewport(page, testInfo, 'viewer-toast-below-header');
  for (const control of [
    page.getByRole('combobox', { name: 'Search' }),
    page.getByRole('button', { name: /^City: / }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(toastBox.y, 'the toast starts below the control').toBeGreaterThanOrEqual(box.y + box.height);
  }
});

test("the movie page's title stands on a plain backdrop (no banner lettering behind it)", async ({
  page,
  request,
}, testInfo) => {
  const movie = (await allMovies(request)).find((m) => m.movieName === 'Desert Run')!;
  await page.goto(movieHref(movie));
  const title = page.getByRole('heading', { level: 1, name: movie.movieName });
  await expect(title).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true);
  await screenshotViewport(page, testInfo, 'viewer-movie-title');

  // What is behind the title's words: its letters made invisible, the spread of brightness there.
  const words = await title.evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const { x, y, width, height } = range.getBoundingClientRect();
    h1.style.color = 'transparent';
    return { x, y, width, height };
  });
  const shot = await page.screenshot({ clip: words });
  const spread = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let [low, high] = [255, 0];
    for (let i = 0; i < data.length; i += 4) {
      const light = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      [low, high] = [Math.min(low, light), Math.max(high, light)];
    }
    return high - low;
  }, shot.toString('base64'));
  // Measured: 2 now; 12.7 with the banner across the whole hero, its lettering faint behind the title.
  expect(spread).toBeLessThan(6);
});

test("the carousel's active dot moves on with each advance and never blinks back", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers and highlights' });
  await expect(carousel).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Go to slide/ });
  const count = await dots.count();
  // The current dot now, then every change of it as it happens.
  await carousel.evaluate((region) => {
    const buttons = [...region.querySelectorAll('button[aria-label^="Go to slide"]')];
    const current = () => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true');
    const seen = [current()];
    (window as unknown as { dotsSeen: number[] }).dotsSeen = seen;
    new MutationObserver(() => {
      if (current() !== seen.at(-1)) seen.push(current());
    }).observe(region, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
  });
  const seen = () => page.evaluate(() => (window as unknown as { dotsSeen: number[] }).dotsSeen);
  await expect.poll(async () => (await seen()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const [first, ...next] = (await seen()).slice(0, 4);
  // Three advances, each to the next slide: a blink back would show the slide it left in between.
  expect(next).toEqual([1, 2, 3].map((step) => (first! + step) % count));
  await screenshotViewport(page, testInfo, 'viewer-carousel');
});
