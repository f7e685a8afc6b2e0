import { expect, test, type Page } from '@playwright/test';
import { BOOKING_TEXTS } from '@cinema/contracts';
import {
  newScreening,
  newViewer,
  openSeatPage,
  seatButton,
  seatIds,
  seatMap,
  seatState,
} from '../fixtures/booking.ts';
import { login, screenshotViewport, skipSplash } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

test('the seat map without a mouse: arrow keys move, Space chooses, each seat names itself', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a keyboard: on desktop');
  const screening = await newScreening(request, testInfo, '9-12am');
  // Someone else has bought V3 already.
  await (await newViewer(request)).api.book(await seatIds(request, screening, ['V3']));
  const viewer = await newViewer(request);
  await login(page, viewer.email, viewer.password);
  await openSeatPage(page, screening);

  const focused = page.locator(':focus');
  await seatButton(page, 'V1').focus();
  await expect(focused).toHaveAccessibleName('Seat A1, row A, VIP, Rs.400, Available');
  // One tab stop for the whole map: Tab leaves it, Shift+Tab comes back to the same seat.
  await page.keyboard.press('Tab');
  await expect(focused).not.toHaveAccessibleName(/^Seat /);
  await page.keyboard.press('Shift+Tab');
  await expect(seatButton(page, 'V1')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName('Seat A3, row A, VIP, Rs.400, Booked');
  await page.keyboard.press('Space');
  await expect(page.getByText('Seat A3 is booked. Choose another seat.')).toBeAttached();
  await expect(seatButton(page, 'V3')).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName('Seat B3, row B, BALCONY, Rs.250, Available');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(focused).toHaveAccessibleName('Seat B2, row B, BALCONY, Rs.250, Selected');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName('Seat D2, row D, REGULAR, Rs.180, Available');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAccessibleName(seatState('Selected'));
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAccessibleName(/^Seat C2, row C, REGULAR/);

  await expect(page.getByRole('button', { name: 'Pay Rs.430' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your seats' })).toContainText('B2, D2');
  await screenshotViewport(page, testInfo, 'booking-keyboard');
});

test('a failed sandbox payment is shown, and the server gives the seats back', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a failed payment: on a phone');
  const screening = await newScreening(request, testInfo, '9-12am');
  const viewer = await newViewer(request);
  await login(page, viewer.email, viewer.password);
  await openSeatPage(page, screening);

  await seatButton(page, 'R5').click();
  await seatButton(page, 'R6').click();
  await page.getByRole('button', { name: 'Pay Rs.360' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout.getByRole('timer')).toBeVisible();
  const statuses = async () =>
    (await seatMap(request, screening))
      .filter((seat) => ['R5', 'R6'].includes(seat.seatId.seatNumber))
      .map((seat) => seat.status);
  expect(await statuses()).toEqual(['Reserved', 'Reserved']);

  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(BOOKING_TEXTS.paymentFailed)).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect.poll(statuses).toEqual(['Available', 'Available']);
  // The viewer's choice stays, ready to try again; nothing was booked.
  await expectSelected(page, ['R5', 'R6']);
  await expect(page.getByRole('button', { name: 'Pay Rs.360' })).toBeEnabled();
  await screenshotViewport(page, testInfo, 'booking-payment-failed');
  expect(await viewer.api.bookings()).toEqual([]);
});

async function expectSelected(page: Page, numbers: string[]) {
  for (const number of numbers)
    await expect(seatButton(page, number)).toHaveAccessibleName(seatState('Selected'));
}
