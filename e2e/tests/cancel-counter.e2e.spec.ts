import { expect, test } from '@playwright/test';
import { CANCEL_TEXTS } from '@cinema/contracts';
import { apiLogin, DEMO } from '../fixtures/catalog.ts';
import { newScreening, newViewer, seatIds } from '../fixtures/booking.ts';
import { latestMail, login, screenshotFromTop, skipSplash, switchAccount, uniqueEmail } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

const REASON = 'Power cut in the building';

test('the admin cancels a date with counter sales: the buyer is mailed to collect the refund at the counter, the counter stops offering it, the door refuses the ticket', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const screening = await newScreening(request, testInfo, '9-12pm', 2);
  const staff = await newViewer(request);
  const buyerEmail = uniqueEmail('walk-in');

  // The Admin names counter staff of the cinema; they sell two seats to a walk-in buyer, paid in cash.
  const admin = await apiLogin(request, DEMO.admin);
  const granted = await request.post('/api/v1/counter/grantStaff', {
    data: { email: staff.email, cinemaIds: [screening.cinema._id] },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(granted.ok()).toBe(true);
  const sale = await request.post('/api/v1/counter/sellSeats', {
    data: {
      seatIds: await seatIds(request, screening, ['V1', 'V2']),
      method: 'cash',
      buyerName: 'Ravi Joshi',
      buyerEmail,
    },
    headers: { Authorization: `Bearer ${staff.api.token}` },
  });
  expect(sale.ok()).toBe(true);
  const { ticketToken, bookingCode } = (
    (await sale.json()) as { data: { ticketToken: string; bookingCode: string } }
  ).data;

  // The Admin cancels that date on the cancel page.
  await login(page, DEMO.admin);
  await page.goto('/show/cancelShows');
  const dates = page
    .getByRole('list', { name: 'Your shows' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: screening.movie.movieName }) })
    .getByRole('list', { name: `Dates of ${screening.movie.movieName}` });
  await dates.getByRole('listitem').first().getByRole('button', { name: 'Cancel this date' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (shown to the ticket holders)').fill(REASON);
  await dialog.getByRole('button', { name: 'Cancel this date and refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dates.getByRole('listitem').first()).toContainText(`Cancelled: ${REASON}`);

  // The walk-in buyer left an address at the counter: the mail says why, and where the money is.
  const mail = await latestMail(buyerEmail);
  expect(mail).toContain(`Subject: Cine Yatra: ${screening.movie.movieName} on`);
  expect(mail).toContain('Hi Ravi Joshi, the cinema has cancelled this show.');
  expect(mail).toContain(`Reason: ${REASON}`);
  expect(mail).toContain(`Booking ID: ${bookingCode}`);
  expect(mail).toContain("Collect the full amount at the cinema's counter with this booking ID.");

  // At the door, the staff member scans the counter ticket: refused, with the reason.
  await switchAccount(page, staff.email, staff.password);
  await page.goto('/counter');
  // The cancelled date is no longer offered for sale; the other date still is.
  await expect(page.getByRole('combobox', { name: 'Show' }).getByRole('option')).toHaveCount(1);
  await page.getByText('At the door: admit a ticket').click();
  const door = page.getByRole('form', { name: 'Admit a ticket' });
  await door.getByLabel('Ticket code').fill(ticketToken);
  await door.getByRole('button', { name: 'Admit ticket' }).click();
  await expect(page.getByText(CANCEL_TEXTS.ticketCancelled(REASON))).toBeVisible();
  await expect(door.getByRole('status')).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'counter-door-cancelled');
});
