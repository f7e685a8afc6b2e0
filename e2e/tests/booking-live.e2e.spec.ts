import { expect, test, type Page } from '@playwright/test';
import { BOOKING_TEXTS } from '@cinema/contracts';
import { newScreening, newViewer, openSeatPage, seatButton, seatState } from '../fixtures/booking.ts';
import { writeFileSync } from 'node:fs';
import { CLOCK_FILE, SEAT_HOLD_MINUTES } from '../playwright.config.ts';
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
  test.setTimeout(120_000);
  const screening = await newScreening(request, testInfo, '9-12pm');
  const a = await newViewer(request);
  const b = await newViewer(request);

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await skipSplash(page);
  await skipSplash(pageB);
  await login(page, a.email, a.password);
  await login(pageB, b.email, b.password);

  // B's map is read once, on load (joining the screening's room right after does not read it
  // again); every change after that must reach it as a push, with the page never reloaded.
  const readsB = callsTo(pageB, '/movie/getMovieCinema');
  // The pushes must arrive over the WebSocket the page's CSP allows (its own host), not long-polling.
  const pushFramesB: string[] = [];
  let roomJoinsB = 0;
  const cspViolationsB: string[] = [];
  pageB.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /^42\["(reservedSeats|seatsUpdated|seatsToRevert)"/.test(payload))
        pushFramesB.push(payload);
      // The server's acknowledgement of joinScreening: B is in the room, pushes reach it from now on.
      if (typeof payload === 'string' && /^43\d*\[\{.*"ok":true/.test(payload)) roomJoinsB += 1;
    }),
  );
  pageB.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolationsB.push(message.text());
  });
  await openSeatPage(pageB, screening);
  await expect.poll(() => roomJoinsB, { timeout: 30_000 }).toBe(1);
  expect(readsB).toHaveLength(1);
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

    // The server's clock moves past the hold's end (no real waiting): its timer releases the
    // seats; nobody touches either page meanwhile.
    writeFileSync(CLOCK_FILE, String(SEAT_HOLD_MINUTES * 60_000 + 5_000));
    try {
      await expectSeats(pageB, ['R3', 'R4'], 'Available', 30_000);
      await expect(checkout).toContainText(BOOKING_TEXTS.holdExpired);
      await expectSeats(pageB, ['R1', 'R2'], 'Booked');
    } finally {
      writeFileSync(CLOCK_FILE, '0');
    }
  });

  expect(await pageB.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  expect(readsB).toHaveLength(1);
  expect(pushFramesB.length).toBeGreaterThanOrEqual(3);
  expect(cspViolationsB).toEqual([]);
  await contextB.close();
});
