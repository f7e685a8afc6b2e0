import { expect, test, type Page } from '@playwright/test';
import type { Cinema, Movie } from '@cinema/contracts';
import { SERVER_MESSAGES, TOASTS } from '@cinema/contracts';
import {
  apiLogin,
  dateButtonName,
  DEMO,
  indianDay,
  signUpByApi,
  uniqueTag,
  type CatalogApi,
} from '../fixtures/catalog.ts';
import { movieImageFiles } from '../fixtures/images.ts';
import { axeViolations, callsTo, login, screenshotFromTop, skipSplash, switchAccount } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

const movieHref = (movie: Pick<Movie, '_id' | 'movieName'>) =>
  `/movie/${encodeURIComponent(movie.movieName)}/${encodeURIComponent(movie._id)}`;

test(
  'a new city, movie, cinema, screen and live show reach the viewer, with the uploaded poster',
  { tag: '@back-office' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const cityName = `Testnagar ${tag}`;
    const movieName = `Testfilm ${tag}`;
    const cinemaName = `Testplex ${tag}`;
    const images = await movieImageFiles(testInfo.outputPath('images'), movieName);

    await test.step('a SuperAdmin adds a city', async () => {
      await login(page, DEMO.superAdmin);
      await page.goto('/addCity');
      await page.getByLabel('City name').fill(cityName);
      await page.getByRole('button', { name: 'Add City' }).click();
      await expect(page.getByText(TOASTS.cityAdded)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Cities' })).toContainText(cityName);
    });

    const movie = await test.step('and a movie, with a JPEG poster and a PNG banner', async () => {
      await page.goto('/movie/addMovie');
      await page.getByLabel('Movie name').fill(movieName);
      await page.getByLabel('Release date').fill(indianDay(-2));
      await page.getByLabel('Summary').fill('Two strangers share a train berth from Indore to Kochi.');
      await page
        .getByRole('group', { name: 'Categories' })
        .getByRole('checkbox', { name: 'Bollywood' })
        .check();
      const genres = page.getByRole('group', { name: 'Genres' });
      await genres.getByRole('checkbox', { name: 'Drama' }).check();
      await genres.getByRole('checkbox', { name: 'Romantic' }).check();
      const languages = page.getByRole('group', { name: 'Supporting languages' });
      await languages.getByRole('checkbox', { name: 'Hindi' }).check();
      await languages.getByRole('checkbox', { name: 'Tamil' }).check();
      const cast = page.getByLabel('Cast', { exact: true });
      await cast.fill('Asha Verma');
      await cast.press('Enter');
      await cast.pressSequentially('Kabir Rao,');
      await expect(page.getByRole('list', { name: 'Cast members' }).getByRole('listitem')).toHaveCount(2);
      await page.getByLabel('Crew name').fill('Meera Iyer');
      await page.getByLabel('Profession').fill('Director');
      await page.getByRole('button', { name: 'Add crew member', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Crew members' })).toContainText('Meera Iyer');
      await page.getByLabel('Thumbnail image').setInputFiles(images.thumbnail);
      await page.getByLabel('Banner image').setInputFiles(images.banner);
      await expect(page.getByRole('img', { name: 'Thumbnail image preview' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Banner image preview' })).toBeVisible();
      await screenshotFromTop(page, testInfo, 'add-movie-filled');

      const answer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/v1/movie/addMovie' && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Add Movie' }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      await expect(page.getByText(TOASTS.movieAdded)).toBeVisible();
      // The form starts again, empty, for the next movie.
      await expect(page.getByLabel('Movie name')).toHaveValue('');
      await expect(page.getByRole('list', { name: 'Cast members' })).toHaveCount(0);
      return ((await response.json()) as { data: Movie }).data;
    });

    const cinemaId = await test.step('an Admin adds a cinema in the new city', async () => {
      await switchAccount(page, DEMO.admin);
      await page.goto('/cinema/addCinema');
      await page.getByLabel('Cinema name').fill(cinemaName);
      await page.getByLabel('Pincode').fill('452010');
      await page.getByLabel('City', { exact: true }).selectOption({ label: cityName });
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/cinema/addCinema');
      await page.getByRole('button', { name: 'Add Cinema' }).click();
      await expect(page.getByText(TOASTS.cinemaAdded)).toBeVisible();
      await expect(page.getByLabel('Cinema name')).toHaveValue('');
      return ((await (await answer).json()) as { data: Cinema }).data._id;
    });

    await test.step('opens it from the cinema list and sets its first screen', async () => {
      await page.goto('/cinema/adminCinemas');
      await expect(page.getByRole('heading', { name: 'Update Screen', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: `Update Screen of ${cinemaName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/cinema/${cinemaId}/updateScreen/[^/]+$`));
      await expect(page.getByText(`${cinemaName}, ${cityName}`)).toBeVisible();
      for (const [seatClass, seats, price] of [
        ['REGULAR', '60', '180'],
        ['BALCONY', '30', '250'],
        ['VIP', '12', '450'],
      ] as const) {
        const group = page.getByRole('group', { name: seatClass });
        await group.getByLabel('Seats').fill(seats);
        await group.getByLabel('Price (Rs)').fill(price);
      }
      await expect(page.getByText('Total seats: 102')).toBeVisible();
      await page.getByRole('button', { name: 'Update Screen' }).click();
      await expect(page.getByText(TOASTS.screenUpdated)).toBeVisible();
      // The form shows the saved screen.
      await expect(page.getByRole('group', { name: 'VIP' }).getByLabel('Price (Rs)')).toHaveValue('450');
      await expect(page.getByRole('link', { name: /^Screen-1/ })).not.toContainText('seats not set');
    });

    await test.step("adds a show of the new movie from the movie's page", async () => {
      await page.goto(movieHref(movie));
      await page.getByRole('link', { name: 'Add Show' }).click();
      await expect(page).toHaveURL(new RegExp(`/show/addShow/${movie._id}$`));
      await page.getByLabel('Cinema', { exact: true }).selectOption({ label: `${cinemaName}, ${cityName}` });
      await page.getByLabel('Screen', { exact: true }).selectOption({ label: 'Screen-1' });
      await page.getByLabel('Time', { exact: true }).selectOption({ label: '3pm to 6pm' });
      await page.getByLabel('Show Start', { exact: true }).fill(indianDay(1));
      await page.getByLabel('Show End', { exact: true }).fill(indianDay(3));
      await page.getByRole('button', { name: 'Add Show' }).click();
      await expect(page.getByText(TOASTS.showAdded)).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: `${movieName} is scheduled at` }),
      ).toBeVisible();
    });

    await test.step('and makes it live', async () => {
      await page.goto('/show/liveYourShow');
      const live = page.getByRole('button', { name: `Live Show: ${movieName}` });
      await live.click();
      await expect(page.getByText(TOASTS.showLived)).toBeVisible();
      await expect(live).toHaveCount(0);
    });

    await test.step("a viewer sees the movie's uploaded poster and the new cinema's timing", async () => {
      await switchAccount(page, DEMO.viewer);
      await page.goto(movieHref(movie));
      await expect(page.getByRole('heading', { name: movieName, level: 1 })).toBeVisible();
      const poster = page.getByRole('img', { name: `${movieName} poster` });
      await expect(poster).toHaveAttribute('src', /^\/media\/[^/]+\.jpg$/);
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/media/');
      const served = await page.request.get((await poster.getAttribute('src'))!);
      expect(served.headers()['content-type']).toBe('image/jpeg');

      await page.getByRole('link', { name: 'Book Tickets' }).click();
      await expect(page).toHaveURL(
        `/shows/${encodeURIComponent(movieName)}/${encodeURIComponent(movie._id)}`,
      );
      const day = indianDay(1);
      await page
        .getByRole('group', { name: 'Show dates' })
        .getByRole('button', { name: dateButtonName(day) })
        .click();
      const cinema = page.getByRole('article', { name: `${cinemaName} | ${cityName}` });
      const timing = cinema.getByRole('link', { name: '3 PM – 6 PM' });
      await expect(timing).toHaveAttribute(
        'href',
        `/buytickets/${encodeURIComponent(movie._id)}/${encodeURIComponent(cinemaId)}/3-6pm/seats?date=${day}`,
      );
      await expect(cinema.getByRole('link')).toHaveCount(1);
    });
  },
);

test.describe('edit conflicts', { tag: '@back-office' }, () => {
  test('Update Screen saved in another tab first: the second save is refused and shows the latest', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const cinema = await admin.addCinema(`Conflict Cinema ${uniqueTag()}`, (await admin.cities())[0]!._id);
    const screen = cinema.screenDetails[0]!;
    await admin.updateScreen(screen._id, { regular: 40, bolcony: 20, vip: 10 });
    const url = `/cinema/${encodeURIComponent(cinema._id)}/updateScreen/${encodeURIComponent(screen._id)}`;

    await login(page, DEMO.admin);
    const other = await page.context().newPage();
    await skipSplash(other);
    await page.goto(url);
    await other.goto(url);
    const seats = (p: Page, seatClass: string) =>
      p.getByRole('group', { name: seatClass }).getByLabel('Seats');
    await expect(seats(other, 'REGULAR')).toHaveValue('40');

    await seats(page, 'REGULAR').fill('55');
    await page.getByRole('button', { name: 'Update Screen' }).click();
    await expect(page.getByText(TOASTS.screenUpdated)).toBeVisible();
    // The other tab saves after the first tab's save is readable (as it would be, minutes later).
    await expect
      .poll(
        async () =>
          (await admin.cinemas()).find((c) => c._id === cinema._id)?.screenDetails[0]?.regular?.seat,
      )
      .toBe(55);

    const updates = callsTo(other, '/cinema/updateScreen');
    await seats(other, 'VIP').fill('15');
    await other.getByRole('button', { name: 'Update Screen' }).click();
    await expect(other.getByText(SERVER_MESSAGES.staleVersion)).toBeVisible();
    expect(updates).toHaveLength(1);
    // The latest values replace the stale ones: the first tab's change, not this tab's.
    await expect(seats(other, 'REGULAR')).toHaveValue('55');
    await expect(seats(other, 'VIP')).toHaveValue('10');

    // Saving again, from the latest version, works.
    await seats(other, 'VIP').fill('15');
    await other.getByRole('button', { name: 'Update Screen' }).click();
    await expect(other.getByText(TOASTS.screenUpdated)).toBeVisible();
    await page.reload();
    await expect(seats(page, 'VIP')).toHaveValue('15');
    await expect(seats(page, 'REGULAR')).toHaveValue('55');
  });

  test('Update Movie saved in another tab first: the second save is refused and shows the latest', async ({
    page,
    request,
  }, testInfo) => {
    const name = `Conflict Film ${uniqueTag()}`;
    const superAdmin = await apiLogin(request, DEMO.superAdmin);
    const movie = await superAdmin.addMovie(name, await movieImageFiles(testInfo.outputPath('images'), name));
    const url = `/movie/updatemovie/${encodeURIComponent(movie._id)}`;

    await login(page, DEMO.superAdmin);
    const other = await page.context().newPage();
    await skipSplash(other);
    await page.goto(url);
    await other.goto(url);
    await expect(other.getByLabel('Movie name')).toHaveValue(name);
    await expect(other.getByRole('img', { name: 'Current thumbnail image' })).toBeVisible();

    await page.getByLabel('Summary').fill('First tab: the new summary.');
    await page.getByRole('button', { name: 'Update Movie' }).click();
    await expect(page.getByText(TOASTS.movieUpdated)).toBeVisible();
    await expect.poll(async () => (await superAdmin.movie(movie._id)).version).toBeGreaterThan(movie.version);

    await other.getByLabel('Movie name').fill(`${name} (second tab)`);
    await other.getByRole('button', { name: 'Update Movie' }).click();
    await expect(other.getByText(SERVER_MESSAGES.staleVersion)).toBeVisible();
    await expect(other.getByLabel('Summary')).toHaveValue('First tab: the new summary.');
    await expect(other.getByLabel('Movie name')).toHaveValue(name);
  });
});

/** Images the page loads at once (not lazily below the fold) have arrived, so the screenshot shows them. */
const eagerImagesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete),
  );

test.describe('catalog and admin pages: screenshots and axe (WCAG 2.2 AA)', () => {
  interface Data {
    cityName: string;
    movie: Movie;
    cinema: Cinema;
    admin: { email: string; password: string };
  }
  let data: Data;

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(60_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
    const tag = uniqueTag();
    const superAdmin = await apiLogin(request, DEMO.superAdmin);
    const cityName = `Testnagar ${tag}`;
    const city = await superAdmin.addCity(cityName);
    const movieName = `Testfilm ${tag}`;
    const movie = await superAdmin.addMovie(
      movieName,
      await movieImageFiles(testInfo.outputPath('images'), movieName),
    );
    // A fresh Admin: the list, the Add Show choices and the pending shows are only this test's.
    const admin = await signUpByApi(request, 'Admin');
    const api: CatalogApi = await apiLogin(request, admin.email, admin.password);
    const cinema = await api.addCinema(`Testplex ${tag}`, city._id);
    await api.addCinema(`Second Cinema ${tag}`, city._id, '452002');
    const screen = cinema.screenDetails[0]!;
    await api.updateScreen(screen._id);
    const ids = { movieId: movie._id, cinemaId: cinema._id, screenId: screen._id };
    const live = await api.addShow({ ...ids, timing: '9-12am' });
    await api.liveShow(live._id);
    await api.addShow({ ...ids, timing: '9-12pm' }); // stays pending: a card on Live Your Show
    await request.dispose();
    data = { cityName, movie, cinema, admin };
  });

  const pages: {
    name: string;
    who: 'superAdmin' | 'admin' | 'viewer';
    path: (d: Data) => string;
    ready: (page: Page, d: Data) => Promise<void>;
  }[] = [
    {
      name: 'add-city',
      who: 'superAdmin',
      path: () => '/addCity',
      ready: async (page, d) => expect(page.getByRole('list', { name: 'Cities' })).toContainText(d.cityName),
    },
    {
      name: 'add-movie',
      who: 'superAdmin',
      path: () => '/movie/addMovie',
      ready: async (page) => expect(page.getByRole('button', { name: 'Add Movie' })).toBeVisible(),
    },
    {
      name: 'update-movie',
      who: 'superAdmin',
      path: (d) => `/movie/updatemovie/${encodeURIComponent(d.movie._id)}`,
      ready: async (page, d) => {
        await expect(page.getByLabel('Movie name')).toHaveValue(d.movie.movieName);
        await expect(page.getByRole('img', { name: 'Current banner image' })).toBeVisible();
      },
    },
    {
      name: 'add-cinema',
      who: 'admin',
      path: () => '/cinema/addCinema',
      ready: async (page, d) =>
        expect(
          page.getByLabel('City', { exact: true }).getByRole('option', { name: d.cityName }),
        ).toBeAttached(),
    },
    {
      name: 'admin-cinemas',
      who: 'admin',
      path: () => '/cinema/adminCinemas',
      ready: async (page, d) => {
        await expect(
          page.getByRole('link', { name: `Update Screen of ${d.cinema.cinemaName}` }),
        ).toBeVisible();
        await expect(page.getByLabel('Movie', { exact: true })).toBeEnabled();
      },
    },
    {
      name: 'update-screen',
      who: 'admin',
      path: (d) =>
        `/cinema/${encodeURIComponent(d.cinema._id)}/updateScreen/${encodeURIComponent(d.cinema.screenDetails[0]!._id)}`,
      ready: async (page) =>
        expect(page.getByRole('group', { name: 'REGULAR' }).getByLabel('Seats')).toHaveValue('40'),
    },
    {
      name: 'add-show',
      who: 'admin',
      path: (d) => `/show/addShow/${encodeURIComponent(d.movie._id)}`,
      ready: async (page) => expect(page.getByRole('button', { name: 'Add Show' })).toBeVisible(),
    },
    {
      name: 'live-your-show',
      who: 'admin',
      path: () => '/show/liveYourShow',
      ready: async (page, d) => {
        await expect(page.getByRole('button', { name: `Live Show: ${d.movie.movieName}` })).toBeVisible();
        await expect(page.getByLabel('Movie', { exact: true })).toBeEnabled();
      },
    },
    // The back office beyond the spec (issue 24): its journeys run on desktop; here each page's
    // layout is checked on the phone too.
    {
      name: 'manage-screens',
      who: 'admin',
      path: (d) => `/cinema/screens?cinema=${encodeURIComponent(d.cinema._id)}`,
      ready: async (page, d) =>
        expect(page.getByRole('heading', { name: `Screens of ${d.cinema.cinemaName}` })).toBeVisible(),
    },
    {
      name: 'edit-shows',
      who: 'admin',
      path: () => '/show/editShows',
      ready: async (page, d) => {
        await expect(page.getByRole('heading', { name: 'Edit a show', level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: d.movie.movieName })).toHaveCount(2);
      },
    },
    {
      name: 'cancel-shows',
      who: 'admin',
      path: () => '/show/cancelShows',
      ready: async (page, d) => {
        await expect(page.getByRole('heading', { name: 'Cancel a show', level: 1 })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Your shows' })).toContainText(d.movie.movieName);
      },
    },
    {
      name: 'cinema-sales',
      who: 'admin',
      path: (d) => `/cinema/${encodeURIComponent(d.cinema._id)}/sales`,
      ready: async (page, d) => {
        await expect(page.getByRole('heading', { name: `Sales · ${d.cinema.cinemaName}` })).toBeVisible();
        await expect(
          page.getByRole('list', { name: /^Shows on / }).or(page.getByText(/^No live shows on/)),
        ).toBeVisible();
      },
    },
    {
      name: 'counter-staff',
      who: 'admin',
      path: () => '/cinema/counterStaff',
      ready: async (page, d) =>
        expect(
          page
            .getByRole('form', { name: 'Add counter staff' })
            .getByLabel(`${d.cinema.cinemaName}, ${d.cityName}`),
        ).toBeVisible(),
    },
    {
      name: 'movie-detail',
      who: 'viewer',
      path: (d) => movieHref(d.movie),
      ready: async (page) => expect(page.getByRole('link', { name: 'Book Tickets' })).toBeVisible(),
    },
    {
      name: 'shows',
      who: 'viewer',
      path: (d) => `/shows/${encodeURIComponent(d.movie.movieName)}/${encodeURIComponent(d.movie._id)}`,
      ready: async (page, d) =>
        expect(page.getByRole('heading', { name: `${d.cinema.cinemaName} | ${d.cityName}` })).toBeVisible(),
    },
  ];

  for (const { name, who, path, ready } of pages) {
    test(`${name}: screenshot, and no axe violations`, async ({ page }, testInfo) => {
      if (who === 'admin') await login(page, data.admin.email, data.admin.password);
      else await login(page, DEMO[who]);
      await page.goto(path(data));
      await ready(page, data);
      await eagerImagesLoaded(page);
      await screenshotFromTop(page, testInfo, name);
      // Nothing makes the page scroll sideways (wide rows scroll inside themselves).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
