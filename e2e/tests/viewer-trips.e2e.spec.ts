import { expect, test } from '@playwright/test';
import { dateButtonName, indianDay } from '../fixtures/catalog.ts';
import { newScreening, newViewer, openSeatPage, seatButton, seatIds } from '../fixtures/booking.ts';
import { login, screenshotFromTop, screenshotViewport, skipSplash } from './support.ts';

/*
 * What viewers trip over (issue 21): each test shows one thing a person sees, on a phone and on
 * a desktop. The test screen has 5 VIP seats (row A), 5 balcony (row B) and 10 regular (rows C, D).
 */

test.beforeEach(async ({ page }) => skipSplash(page));

test('a seat has one name everywhere: the map, the ticket (with its row and class)', async ({
  page,
  request,
}, testInfo) => {
  const screening = await newScreening(request, testInfo, '9-12pm');
  const viewer = await newViewer(request);
  // R2 and R7: stored per class, drawn in rows C and D at places 2.
  await viewer.api.book(await seatIds(request, screening, ['R2', 'R7']));
  await login(page, viewer.email, viewer.password);

  await test.step('the map draws R7 as the 2nd seat of row D and names it D2', async () => {
    await openSeatPage(page, screening);
    await expect(seatButton(page, 'R7')).toHaveAccessibleName('Seat D2, row D, REGULAR, Rs.180, Booked');
    await expect(seatButton(page, 'R7')).toHaveText('2');
    await expect(seatButton(page, 'R2')).toHaveAccessibleName(/^Seat C2, row C, REGULAR/);
  });

  await test.step('the ticket in the booking history names them so, with rows and class', async () => {
    await page.goto('/book/transactions');
    await page
      .getByRole('button', { name: new RegExp(`^View ticket: ${screening.movie.movieName}`) })
      .click();
    const ticket = page.getByRole('dialog', { name: 'Ticket details' });
    const seats = ticket.getByLabel('Seats', { exact: true });
    await expect(seats.getByRole('term')).toHaveText(['REGULAR']);
    await expect(seats.getByRole('definition')).toHaveText(['C2, D2 · Rows C, D']);
    await screenshotViewport(page, testInfo, 'viewer-ticket-seat-codes');
  });
});

test('two bookings of one show are told apart by their seats in the booking history', async ({
  page,
  request,
}, testInfo) => {
  const screening = await newScreening(request, testInfo, '9-12pm');
  const viewer = await newViewer(request);
  await viewer.api.book(await seatIds(request, screening, ['V1']));
  await viewer.api.book(await seatIds(request, screening, ['R6', 'R7']));
  await login(page, viewer.email, viewer.password);
  await page.goto('/book/transactions');

  const cards = page.getByRole('article', { name: screening.movie.movieName });
  await expect(cards).toHaveCount(2);
  // Newest first; seats named as the map draws them (R6, R7 are row D's first two).
  await expect(cards.nth(0)).toContainText('SeatsD1, D2');
  await expect(cards.nth(1)).toContainText('SeatsA1');
  await expect(page.getByRole('button', { name: /^View ticket: .*, seats D1, D2$/ })).toBeVisible();
  await expect(cards.nth(1).locator('img')).toHaveJSProperty('complete', true);
  await screenshotFromTop(page, testInfo, 'viewer-history-seats');
});

test('a show that has started is not offered: its timing is greyed and says so', async ({
  page,
  request,
}, testInfo) => {
  // A 9 am show tomorrow and the day after; the phone's clock says tomorrow, 9:30 am in India.
  const screening = await newScreening(request, testInfo, '9-12am', 2);
  await page.clock.setFixedTime(new Date(`${screening.date}T04:00:00.000Z`));
  const { movie, cinema, cityName } = screening;
  await page.goto(`/shows/${encodeURIComponent(movie.movieName)}/${encodeURIComponent(movie._id)}`);

  const timings = page
    .getByRole('article', { name: `${cinema.cinemaName} | ${cityName}` })
    .getByRole('list', { name: 'Show timings' });
  await expect(timings).toContainText('Started · not bookable');
  await expect(timings.getByRole('link')).toHaveCount(0);
  await screenshotViewport(page, testInfo, 'viewer-show-started');

  // The next day's 9 am show is offered as usual.
  await page
    .getByRole('group', { name: 'Show dates' })
    .getByRole('button', { name: dateButtonName(indianDay(2)) })
    .click();
  await expect(timings.getByRole('link')).toHaveCount(1);
  // Its seat prices, before the seat page: regular Rs.180 to VIP Rs.400.
  await expect(timings).toContainText('Rs.180 – Rs.400');
  await screenshotViewport(page, testInfo, 'viewer-show-prices');
});

test('a chosen city lists its own cinemas; where the movie does not play, the cities where it does', async ({
  page,
  request,
}, testInfo) => {
  const screening = await newScreening(request, testInfo, '9-12pm');
  const { movie, cinema, cityName } = screening;
  const response = await request.get('/api/v1/cinema/getCities');
  const cities = ((await response.json()) as { data: { _id: string; cityName: string }[] }).data;
  const other = cities.find((c) => c.cityName !== cityName)!;
  await page.addInitScript(
    (city) => localStorage.getItem('city') ?? localStorage.setItem('city', JSON.stringify(city)),
    { cityId: other._id, cityName: other.cityName },
  );
  await page.goto(`/shows/${encodeURIComponent(movie.movieName)}/${encodeURIComponent(movie._id)}`);

  await expect(page.getByText('No Show Found')).toBeVisible();
  await expect(page.getByText(`Not playing in ${other.cityName}`)).toBeVisible();
  const elsewhere = page.getByRole('group', { name: 'Playing in other cities' });
  await expect(elsewhere).toBeVisible();
  await page.waitForTimeout(400); // the page's fade-in, for the screenshot
  await screenshotViewport(page, testInfo, 'viewer-shows-other-city');
  await elsewhere.getByRole('button', { name: cityName }).click();
  await expect(page.getByRole('article', { name: `${cinema.cinemaName} | ${cityName}` })).toBeVisible();
  await expect(page.getByText(`Cinemas in ${cityName}`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasNotText: `| ${cityName}` })).toHaveCount(0);
});

test('the contact number takes spaces, dashes and +91 as people type them, and keeps 10 digits', async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  const contact = page.getByLabel('Contact number', { exact: true });
  await contact.pressSequentially('98765-43210');
  await expect(contact).toHaveValue('9876543210');
  await contact.fill('');
  await contact.pressSequentially('+91 98765 43210');
  await expect(contact).toHaveValue('9876543210');
  await screenshotViewport(page, testInfo, 'viewer-signup-contact');
});
