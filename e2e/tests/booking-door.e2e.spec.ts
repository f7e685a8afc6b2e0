import { expect, test } from '@playwright/test';
import { BOOKING_TEXTS, showWhen } from '@cinema/contracts';
import { TICKET_ADMIT_HOURS_BEFORE } from '../playwright.config.ts';
import { DEMO, indianDay } from '../fixtures/catalog.ts';
import { newScreening, newViewer, seatIds } from '../fixtures/booking.ts';
import { axeViolations, login, screenshotFromTop, skipSplash } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

test("the admin checks a viewer's ticket at the door: admitted once, then 'already used'; a later show's ticket is refused with its date", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the door check: on a phone, as at a cinema door');
  const screening = await newScreening(request, testInfo, '9-12pm', 4);
  const viewer = await newViewer(request);
  await viewer.api.book(await seatIds(request, screening, ['B4', 'B5']));
  const [booking] = await viewer.api.bookings();
  const code = booking!._id.slice(2, 10).toUpperCase();

  await login(page, DEMO.admin);
  await page.goto('/cinema/verifyTicket');
  await expect(page.getByRole('heading', { name: 'Verify Ticket', level: 1 })).toBeVisible();
  const field = page.getByLabel('Ticket code');

  await field.fill(booking!.ticketToken);
  await page.getByRole('button', { name: 'Verify ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Admitted' })).toBeVisible();
  await expect(page.getByRole('main').getByText(BOOKING_TEXTS.ticketAdmitted)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(screening.movie.movieName);
  await expect(page.getByRole('main')).toContainText(screening.cinema.cinemaName);
  await expect(page.getByRole('list', { name: 'Seats' }).getByRole('listitem')).toHaveText(['B4', 'B5']);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  await screenshotFromTop(page, testInfo, 'verify-ticket-admitted');
  expect(await axeViolations(page)).toEqual([]);

  await field.fill(booking!.ticketToken);
  await page.getByRole('button', { name: 'Verify ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Already used' })).toBeVisible();
  // Said on the page (the client also toasts it).
  await expect(page.getByRole('main').getByText(BOOKING_TEXTS.ticketUsed)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admitted' })).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'verify-ticket-used');

  // The viewer's ticket now says it was used.
  expect((await viewer.api.bookings())[0]!.admittedAt).not.toBeNull();

  // A ticket for the show three days on: the door is not open for it yet, and says which show it is for.
  const later = { ...screening, date: indianDay(3) };
  await viewer.api.book(await seatIds(request, later, ['B1']));
  const [laterBooking] = await viewer.api.bookings();
  await field.fill(laterBooking!.ticketToken);
  await page.getByRole('button', { name: 'Verify ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Wrong time' })).toBeVisible();
  const tooEarly = BOOKING_TEXTS.ticketTooEarly(showWhen(later.date, '9-12pm'), TICKET_ADMIT_HOURS_BEFORE);
  await expect(page.getByRole('main').getByText(tooEarly)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admitted' })).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'verify-ticket-wrong-time');
  expect((await viewer.api.bookings())[0]!.admittedAt).toBeNull();
});
