import { expect, test, type Page } from '@playwright/test';
import { BOOKING_TEXTS } from '@cinema/contracts';
import { newScreening, newViewer, openSeatPage, seatButton, seatState } from '../fixtures/booking.ts';
import { SEAT_HOLD_MINUTES } from '../playwright.config.ts';
import { callsTo, login, screenshotViewport, skipSplash } from './support.ts';

const expectSeats = async (page: Page, numbers: string[], state: string, timeout?: number) => {
  for (const number of numbers)
    await expect(seatButton(page, number)).toHaveAccessibleName(seatState(state), { timeout });
};

test('two viewers on one seat map: a hold shows as reserved, a payment as booked, an expiry as available', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'two browsers and a hold running out: once, on desktop');
  test.setTimeout(SEAT_HOLD_MINUTES * 60_000 + 120_000);
  const screening = await newScreening(request, testInfo, '9-12pm');
  const a = await newViewer(request);
  const b = await newViewer(request);

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await skipSplash(page);
  await skipSplash(pageB);
  await login(page, a.email, a.password);
  await login(pageB, b.email, b.password);

  // B's map is read once on load and once on joining the screening's room; every change after
  // that must reach it as a push, with the page never reloaded.
  const readsB = callsTo(pageB, '/movie/getMovieCinema');
  await openSeatPage(pageB, screening);
  await expect.poll(() => readsB.length, { timeout: 30_000 }).toBe(2);
  await pageB.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  await expectSeats(pageB, ['R1', 'R2', 'R3', 'R4'], 'Available');
  await openSeatPage(page, screening);

  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await test.step('A holds R1 and R2: B sees them reserved', async () => {
    await seatButton(page, 'R1').click();
    await seatButton(page, 'R2').click();
    await page.getByRole('button', { name: 'Pay Rs.360' }).click();
    await expect(checkout.getByRole('timer')).toBeVisible();
    await expectSeats(pageB, ['R1', 'R2'], 'Reserved');
    await expectSeats(pageB, ['R3'], 'Available');
  });

  await test.step('A pays: B sees them booked', async () => {
    await checkout.getByRole('button', { name: 'Pay Rs.360' }).click();
    await expect(page).toHaveURL('/book/transactions');
    await expectSeats(pageB, ['R1', 'R2'], 'Booked');
  });

  await test.step('A holds R3 and R4 and lets the hold run out: B sees them reserved, then available', async () => {
    await openSeatPage(page, screening);
    await expectSeats(page, ['R1', 'R2'], 'Booked');
    await seatButton(page, 'R3').click();
    await seatButton(page, 'R4').click();
    await page.getByRole('button', { name: 'Pay Rs.360' }).click();
    await expect(checkout.getByRole('timer')).toBeVisible();
    await expectSeats(pageB, ['R3', 'R4'], 'Reserved');
    await screenshotViewport(pageB, testInfo, 'booking-live-other-viewer');

    // The server's timer releases the seats; nobody touches either page meanwhile.
    await expectSeats(pageB, ['R3', 'R4'], 'Available', SEAT_HOLD_MINUTES * 60_000 + 30_000);
    await expect(checkout).toContainText(BOOKING_TEXTS.holdExpired);
    await expectSeats(pageB, ['R1', 'R2'], 'Booked');
  });

  expect(await pageB.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  expect(readsB).toHaveLength(2);
  await contextB.close();
});
