import { expect, test } from '@playwright/test';
import { COUNTER_TEXTS } from '@cinema/contracts';
import { DEMO } from '../fixtures/catalog.ts';
import { newScreening, newViewer, seatButton, seatMap } from '../fixtures/booking.ts';
import { axeAtRest, login, screenshotFromTop, skipSplash, switchAccount } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

test('the Admin names counter staff, who sells walk-in seats on the live map, paid in UPI, and prints the ticket', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const screening = await newScreening(request, testInfo, '9-12pm', 2);
  const staff = await newViewer(request);
  const cinemaLabel = `${screening.cinema.cinemaName}, ${screening.cityName}`;

  // The Admin names the new account counter staff of the new cinema only.
  await login(page, DEMO.admin);
  await page.goto('/cinema/counterStaff');
  await expect(page.getByRole('heading', { name: 'Counter staff', level: 1 })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Add counter staff' });
  // Checked before the invite: a page just loaded has no toast fading in or out.
  expect(await axeAtRest(page)).toEqual([]);
  await invite.getByLabel('Email').fill(staff.email);
  await invite.getByLabel(cinemaLabel).check();
  await invite.getByRole('button', { name: 'Add counter staff' }).click();
  const member = page.getByRole('listitem').filter({ hasText: staff.email });
  await expect(member).toContainText(screening.cinema.cinemaName);
  await screenshotFromTop(page, testInfo, 'counter-staff');

  // The staff member sells two seats at that cinema's counter.
  await switchAccount(page, staff.email, staff.password);
  await page.goto('/counter');
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cinema' })).toHaveValue(screening.cinema._id);
  await expect(page.getByRole('combobox', { name: 'Cinema' }).getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Show' })).toContainText(screening.movie.movieName);
  await seatButton(page, 'V1').click();
  await seatButton(page, 'R1').click();
  await page.getByText('UPI', { exact: true }).click();
  await page.getByLabel("Buyer's name (optional)").fill('Asha Verma');
  await page.getByLabel("Buyer's phone (optional)").fill('9812345678');
  await page.getByLabel("Buyer's email (optional, for a cancellation notice)").fill('asha@example.com');
  await expect(page.getByRole('button', { name: 'Sell 2 seats · Rs. 580' })).toBeVisible();
  expect(await axeAtRest(page)).toEqual([]);
  await screenshotFromTop(page, testInfo, 'counter-sale');
  const sale = page.waitForResponse((r) => r.url().endsWith('/api/v1/counter/sellSeats'));
  await page.getByRole('button', { name: 'Sell 2 seats · Rs. 580' }).click();
  const { ticketToken } = ((await (await sale).json()) as { data: { ticketToken: string } }).data;

  const ticket = page.getByRole('region', { name: 'Ticket' });
  await expect(ticket).toContainText(screening.movie.movieName);
  await expect(ticket).toContainText('Rs. 580 · UPI at the counter');
  await expect(ticket).toContainText('Asha Verma · 9812345678');
  await expect(ticket.getByRole('img', { name: /^Ticket QR code for booking [A-Z0-9]{8}$/ })).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Print ticket' })).toBeVisible();
  await expect(page.getByText(COUNTER_TEXTS.sold)).toBeHidden();
  expect(await axeAtRest(page)).toEqual([]);
  await screenshotFromTop(page, testInfo, 'counter-ticket');

  // At the door, the staff member scans (here: types) the ticket's code: admitted once.
  await ticket.getByRole('button', { name: 'Next sale' }).click();
  await page.getByText('At the door: admit a ticket').click();
  const door = page.getByRole('form', { name: 'Admit a ticket' });
  await door.getByLabel('Ticket code').fill(ticketToken);
  await door.getByRole('button', { name: 'Admit ticket' }).click();
  await expect(door.getByRole('status')).toContainText('seats A1, C1');
  await screenshotFromTop(page, testInfo, 'counter-door');

  // Every viewer's seat map has them sold.
  const sold = (await seatMap(request, screening))
    .filter((s) => s.status === 'Booked')
    .map((s) => s.seatId.seatNumber);
  expect(sold.sort()).toEqual(['R1', 'V1']);

  // Removed by the Admin, the staff member sells nowhere any more.
  await switchAccount(page, DEMO.admin);
  await page.goto('/cinema/counterStaff');
  await page
    .getByRole('button', { name: `Remove ${staff.email} from ${screening.cinema.cinemaName}` })
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: staff.email })).toHaveCount(0);
  await switchAccount(page, staff.email, staff.password);
  await page.goto('/counter');
  await expect(page.getByText('You do not sell at any cinema yet.')).toBeVisible();
});
