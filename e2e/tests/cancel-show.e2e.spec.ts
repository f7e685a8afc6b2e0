import { expect, test } from '@playwright/test';
import { CANCEL_TEXTS } from '@cinema/contracts';
import { DEMO } from '../fixtures/catalog.ts';
import { newScreening, newViewer, seatIds } from '../fixtures/booking.ts';
import { login, screenshotFromTop, screenshotViewport, skipSplash, switchAccount } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

const REASON = 'Projector failure';

test("the admin cancels a date with a reason: the viewer's history says Cancelled with the refund, the seat page sells nothing", async ({
  page,
  request,
}, testInfo) => {
  const screening = await newScreening(request, testInfo, '9-12pm', 2);
  const viewer = await newViewer(request);
  await viewer.api.book(await seatIds(request, screening, ['B1', 'B2']));

  await login(page, DEMO.admin);
  await page.goto('/show/cancelShows');
  await expect(page.getByRole('heading', { name: 'Cancel a show', level: 1 })).toBeVisible();
  const show = page
    .getByRole('list', { name: 'Your shows' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: screening.movie.movieName }),
    });
  const dates = show.getByRole('list', { name: `Dates of ${screening.movie.movieName}` });
  await expect(dates.getByRole('listitem')).toHaveCount(2);
  await dates.getByRole('listitem').first().getByRole('button', { name: 'Cancel this date' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('refunded in full');
  // No reason, no cancellation.
  await dialog.getByRole('button', { name: 'Cancel this date and refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CANCEL_TEXTS.reasonRequired);
  await dialog.getByLabel('Reason (shown to the ticket holders)').fill(REASON);
  await screenshotViewport(page, testInfo, 'cancel-date-dialog');
  await dialog.getByRole('button', { name: 'Cancel this date and refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dates.getByRole('listitem').first()).toContainText(`Cancelled: ${REASON}`);
  // The other date still sells, and can still be cancelled on its own.
  await expect(
    dates.getByRole('listitem').nth(1).getByRole('button', { name: 'Cancel this date' }),
  ).toBeVisible();
  // The demo admin runs many shows: the one cancelled, where the admin sees it.
  await show.scrollIntoViewIfNeeded();
  await screenshotViewport(page, testInfo, 'cancel-show-list');

  // The ticket holder's history: cancelled, with the reason and the refund (once the gateway gave it back).
  await switchAccount(page, viewer.email, viewer.password);
  await expect
    .poll(async () => (await viewer.api.bookings())[0]?.cancelled?.refundPaise ?? null)
    .toBe(50_000);
  await page.goto('/book/transactions');
  const card = page.getByRole('article').filter({ hasText: screening.movie.movieName });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText(REASON);
  await expect(card).toContainText('Refunded');
  await expect(card).toContainText('500');
  await screenshotFromTop(page, testInfo, 'cancelled-booking-history');

  // The seat page of that date says so and offers no seats.
  await page.goto(screening.url);
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(REASON);
  await expect(page.getByRole('button', { name: /^Seat / })).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'cancelled-seat-page');
});
