import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Movie, Seat, ShowCinema } from '@cinema/contracts';
import { ViewerApi } from '../fixtures/booking.ts';
import { apiLogin, DEMO, indianDay } from '../fixtures/catalog.ts';
import { login, skipSplash } from './support.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the start-up splash has no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Cine Yatra' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the read-only profile has no serious accessibility problems', async ({ page }) => {
  await skipSplash(page);
  await login(page, 'viewer@example.com');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/', '/signup', '/login', '/forgot-password', '/faqs', '/no/such/page']) {
  test(`${path} has no serious accessibility problems (axe, WCAG 2.2 AA)`, async ({ page }) => {
    await skipSplash(page);
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Layout shift a user would see (not right after their own input), summed as CLS sums it. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

/**
 * Opens `path` on a slow phone network (after any sign-in, which runs at full speed), waits until
 * `arrived` says the page's lazy parts are there and the footer too, and checks the page moved by
 * at most CLS 0.02 on the way. The figure is kept on the test's report.
 */
async function expectStableWhileLoading(page: Page, path: string, arrived: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(path);
  await arrived();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const shift = await layoutShift(page);
  test.info().annotations.push({ type: 'CLS', description: `${path}: ${shift.toFixed(4)}` });
  expect(shift).toBeLessThanOrEqual(0.02);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

for (const [path, title] of [
  ['/', 'Cine Yatra: movie tickets'],
  ['/login', 'Sign in'],
  ['/signup', 'Create your account'],
] as const) {
  test(`${path} does not shift while its lazy parts arrive on a slow network (CLS ≤ 0.02)`, async ({
    page,
  }) => {
    await skipSplash(page);
    await expectStableWhileLoading(page, path, () => expect(heading(page, title)).toBeAttached());
  });
}

test.describe('the booking and admin pages do not shift while their data and lazy parts arrive (CLS ≤ 0.02)', () => {
  test.beforeEach(async ({ page }) => skipSplash(page));

  test('the seat page of a demo screening', async ({ page, request }) => {
    const screening = await demoScreening(request);
    await login(page, DEMO.viewer);
    await expectStableWhileLoading(page, screening.url, async () => {
      await expect(heading(page, screening.movieName)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Seat [A-Z]+\d+,/ }).first()).toBeVisible();
    });
  });

  test("the demo viewer's booking history, posters loaded", async ({ page, request }) => {
    await demoViewerHasABooking(request);
    await login(page, DEMO.viewer);
    await expectStableWhileLoading(page, '/book/transactions', async () => {
      await expect(heading(page, 'Booking history')).toBeVisible();
      const posters = page.getByRole('list', { name: 'Your bookings' }).locator('img');
      await expect(posters.first()).toBeVisible();
      await expect
        .poll(() => posters.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete)))
        .toBe(true);
    });
  });

  test('the booking terms', async ({ page }) => {
    await expectStableWhileLoading(page, '/book/terms-conditions', () =>
      expect(heading(page, 'Terms & Conditions')).toBeVisible(),
    );
  });

  test("the SuperAdmin's cities revenue, chart drawn", async ({ page, request }) => {
    await demoViewerHasABooking(request);
    await login(page, DEMO.superAdmin);
    await expectStableWhileLoading(page, '/cities-revenue', async () => {
      await expect(heading(page, 'Cities Revenue')).toBeVisible();
      await expect(page.getByTestId('revenue-chart').locator('canvas').first()).toBeAttached();
    });
  });

  test("the Admin's own revenue, chart drawn", async ({ page, request }) => {
    await demoViewerHasABooking(request);
    await login(page, DEMO.admin);
    await expectStableWhileLoading(page, '/admin-revenue', async () => {
      await expect(heading(page, 'Revenue')).toBeVisible();
      await expect(page.getByTestId('revenue-chart').locator('canvas').first()).toBeAttached();
    });
  });

  test("the Admin's Verify Ticket", async ({ page }) => {
    await login(page, DEMO.admin);
    await expectStableWhileLoading(page, '/cinema/verifyTicket', async () => {
      await expect(heading(page, 'Verify Ticket')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify ticket' })).toBeVisible();
    });
  });
});

/** A film of the demo data that plays tomorrow (so it has not started), preferring `DEMO_FILM`. */
const DEMO_FILM = 'Neon Monsoon';

async function demoScreening(request: APIRequestContext) {
  const movies = ((await (await request.get('/api/v1/movie/getAllMovies')).json()) as { data: Movie[] }).data;
  const date = indianDay(1);
  for (const movie of [...movies].sort(
    (a, b) => Number(b.movieName === DEMO_FILM) - Number(a.movieName === DEMO_FILM),
  )) {
    const response = await request.post('/api/v1/cinema/getShowCinema', { data: { movieId: movie._id } });
    if (!response.ok()) continue;
    const { cinemas } = ((await response.json()) as { data: { cinemas: ShowCinema[] } }).data;
    for (const cinema of cinemas)
      for (const show of cinema.shows)
        if (show.dates.some((d) => d.date === date))
          return {
            movieId: movie._id,
            movieName: movie.movieName,
            cinemaId: cinema._id,
            timing: show.timing,
            date,
            url: `/buytickets/${encodeURIComponent(movie._id)}/${encodeURIComponent(cinema._id)}/${show.timing}/seats?date=${date}`,
          };
  }
  throw new Error(`no demo film plays on ${date}`);
}

/** The demo viewer's history has a ticket, and so revenue has a sale: one free seat of a demo screening, bought once. */
async function demoViewerHasABooking(request: APIRequestContext) {
  const viewer = new ViewerApi(request, (await apiLogin(request, DEMO.viewer)).token);
  if ((await viewer.bookings()).length > 0) return;
  const { movieId, cinemaId, timing, date } = await demoScreening(request);
  const response = await request.post('/api/v1/movie/getMovieCinema', {
    data: { movieId, cinemaId, timing, date },
  });
  expect(response.ok()).toBe(true);
  const seats = ((await response.json()) as { data: Seat[] }).data;
  const free = seats.find((seat) => seat.status === 'Available');
  if (!free) throw new Error('the demo screening has no free seat');
  await viewer.book([free._id]);
}

test("a deep link preloads its page's chunk with the entry, not after it", async ({ page }) => {
  await skipSplash(page);
  await page.goto('/login');
  await expect(page.locator('head link[rel="modulepreload"][href*="/assets/login-"]')).toHaveCount(1);
});
