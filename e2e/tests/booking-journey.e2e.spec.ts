import { expect, test } from '@playwright/test';
import { BOOKING_TEXTS } from '@cinema/contracts';
import { dateButtonName } from '../fixtures/catalog.ts';
import { newScreening, newViewer, PRICES, seatButton, seatState } from '../fixtures/booking.ts';
import { axeViolations, login, screenshotFromTop, screenshotViewport, skipSplash } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

const TIMING_LABEL = '3 PM – 6 PM';

test('a viewer books two seats from the home page and finds the QR ticket in the booking history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const screening = await newScreening(request, testInfo, '3-6pm');
  const { movie, cinema, cityName, date } = screening;
  const viewer = await newViewer(request);

  await test.step('home: the header search finds the movie by name', async () => {
    await login(page, viewer.email, viewer.password);
    await page.getByRole('combobox', { name: 'Search' }).fill(movie.movieName);
    await page.getByRole('option', { name: movie.movieName }).click();
    await expect(page.getByRole('heading', { name: movie.movieName, level: 1 })).toBeVisible();
  });

  await test.step('Book Tickets → the shows page → a timing of the new cinema', async () => {
    await page.getByRole('link', { name: 'Book Tickets' }).click();
    await expect(page).toHaveURL(/\/shows\//);
    await page
      .getByRole('group', { name: 'Show dates' })
      .getByRole('button', { name: dateButtonName(date) })
      .click();
    await page
      .getByRole('article', { name: `${cinema.cinemaName} | ${cityName}` })
      .getByRole('link', { name: TIMING_LABEL })
      .click();
    await expect(page).toHaveURL(screening.url);
  });

  const total = await test.step('the seat map: choose two seats, Pay shows their sum', async () => {
    await expect(page.getByRole('heading', { name: movie.movieName, level: 1 })).toBeVisible();
    await expect(page.getByText(`${cinema.cinemaName} | ${cityName}`)).toBeVisible();
    for (const [title, price] of [
      ['VIP/LUXURY', PRICES.VIP],
      ['BALCONY', PRICES.BALCONY],
      ['REGULAR', PRICES.REGULAR],
    ] as const)
      await expect(page.getByRole('heading', { name: `${title} Rs.${price}`, level: 2 })).toBeVisible();
    await expect(seatButton(page, 'V1')).toHaveAccessibleName(seatState('Available'));
    await screenshotFromTop(page, testInfo, 'booking-seat-map');
    expect(await axeViolations(page)).toEqual([]);

    await seatButton(page, 'V2').click();
    await seatButton(page, 'B3').click();
    const prices: number[] = [];
    for (const number of ['V2', 'B3']) {
      const seat = seatButton(page, number);
      await expect(seat).toHaveAccessibleName(seatState('Selected'));
      await expect(seat).toHaveAttribute('aria-pressed', 'true');
      const name = (await seat.getAttribute('aria-label'))!;
      prices.push(Number(/, Rs\.(\d+),/.exec(name)![1]));
    }
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(sum).toBe(PRICES.VIP + PRICES.BALCONY);
    await expect(page.getByRole('button', { name: `Pay Rs.${sum}` })).toBeVisible();
    await screenshotViewport(page, testInfo, 'booking-seats-chosen');
    return sum;
  });

  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await test.step('Pay holds the seats (countdown) and opens the sandbox checkout', async () => {
    await page.getByRole('button', { name: `Pay Rs.${total}` }).click();
    await expect(checkout).toBeVisible();
    await expect(checkout.getByText(BOOKING_TEXTS.noMoney)).toBeVisible();
    await expect(checkout.getByRole('timer')).toHaveText(/^0\d:\d\d$/);
    // Named as the map draws them: V2 is row A's 2nd seat, B3 row B's 3rd.
    await expect(checkout).toContainText('A2, B3');
    await screenshotViewport(page, testInfo, 'booking-checkout');
  });

  await test.step('paying in the checkout books the seats and opens the booking history', async () => {
    await checkout.getByRole('button', { name: `Pay Rs.${total}` }).click();
    await expect(page.getByText(BOOKING_TEXTS.paymentVerified)).toBeVisible();
    await expect(page).toHaveURL('/book/transactions');
  });

  const [booking] = await viewer.api.bookings();
  expect(booking).toBeDefined();

  await test.step('the history shows the booking card', async () => {
    const cards = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    const card = page.getByRole('article', { name: movie.movieName });
    await expect(card).toContainText(`${cinema.cinemaName} | ${cityName}`);
    await expect(card).toContainText('2 Tickets');
    await expect(card).toContainText(`Rs ${total}`);
    // The poster has arrived (for the screenshot too).
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshotFromTop(page, testInfo, 'booking-history');
    // The page at rest: axe reads a toast fading in or out as text of too little contrast.
    await expect(page.getByText(BOOKING_TEXTS.paymentVerified)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("'Ticket details': movie, seats by class, QR code, booking ID, no cancellation", async () => {
    await page.getByRole('button', { name: new RegExp(`^View ticket: ${movie.movieName}`) }).click();
    const ticket = page.getByRole('dialog', { name: 'Ticket details' });
    await expect(ticket.getByRole('heading', { name: movie.movieName })).toBeVisible();
    await expect(ticket).toContainText(`${cinema.cinemaName} | ${cityName}`);
    const seats = ticket.getByLabel('Seats', { exact: true });
    await expect(seats.getByRole('term')).toHaveText(['VIP', 'BALCONY']);
    await expect(seats.getByRole('definition')).toHaveText(['A2 · Row A', 'B3 · Row B']);
    const code = booking!._id.slice(2, 10).toUpperCase();
    const qr = ticket.getByRole('img', { name: `QR code of the ticket, booking ID ${code}` });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(ticket.getByText(code, { exact: true })).toBeVisible();
    await expect(ticket).toContainText('This booking cannot be cancelled.');
    await screenshotViewport(page, testInfo, 'booking-ticket');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('the booking terms from the ticket: 13 rules, Cancel goes back', async () => {
    await page.getByRole('link', { name: 'Booking terms' }).click();
    await expect(page).toHaveURL('/book/terms-conditions');
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(13);
    await screenshotFromTop(page, testInfo, 'booking-terms');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/book/transactions');
    await expect(page.getByRole('article', { name: movie.movieName })).toBeVisible();
  });
});
