import { expect, test } from '@playwright/test';
import type { Movie } from '@cinema/contracts';
import { GUARDS, PAGE_TEXTS, TOASTS, VALIDATION } from '@cinema/contracts';
import { apiLogin, DEMO, indianDay, signUpByApi, uniqueTag } from '../fixtures/catalog.ts';
import { axeViolations, callsTo, login, screenshotFromTop, skipSplash } from './support.ts';

test.beforeEach(async ({ page }) => skipSplash(page));

test.describe('Add Movie', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.superAdmin);
    await page.goto('/movie/addMovie');
  });

  test('empty lists: "All fields are required", and nothing is sent', async ({ page }, testInfo) => {
    const sent = callsTo(page, '/movie/addMovie');
    await page.getByLabel('Movie name').fill(`Listless ${uniqueTag()}`);
    await page.getByLabel('Release date').fill(indianDay());
    await page.getByLabel('Summary').fill('No genres, languages, cast or crew.');
    await page.getByRole('button', { name: 'Add Movie' }).click();
    await expect(page.getByRole('alert').filter({ hasText: VALIDATION.allFieldsRequired })).toBeVisible();
    // The first field at fault takes the focus.
    await expect(page.getByRole('group', { name: 'Genres' }).getByRole('checkbox').first()).toBeFocused();
    await screenshotFromTop(page, testInfo, 'add-movie-errors');
    expect(sent).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a crew row needs both a name and a profession', async ({ page }) => {
    const crew = page.getByRole('list', { name: 'Crew members' });
    await page.getByLabel('Crew name').fill('Meera Iyer');
    await page.getByRole('button', { name: 'Add crew member', exact: true }).click();
    await expect(page.getByText(VALIDATION.bothFieldsRequired)).toBeVisible();
    await expect(page.getByLabel('Profession')).toBeFocused();
    await expect(crew).toHaveCount(0);

    await page.getByLabel('Profession').fill('Director');
    await expect(page.getByText(VALIDATION.bothFieldsRequired)).toBeHidden();
    await page.getByLabel('Profession').press('Enter'); // adds the row, does not submit the form
    await expect(crew.getByRole('listitem')).toHaveText(['Meera Iyer · Director']);
    await expect(page.getByLabel('Crew name')).toHaveValue('');
    await expect(page.getByLabel('Crew name')).toBeFocused();
  });

  test('cast names become tags with Enter or a comma; empty text is ignored', async ({ page }) => {
    const sent = callsTo(page, '/movie/addMovie');
    const cast = page.getByLabel('Cast', { exact: true });
    const tags = page.getByRole('list', { name: 'Cast members' }).getByRole('listitem');
    await cast.fill('Asha Verma');
    await cast.press('Enter');
    await cast.pressSequentially('Kabir Rao,');
    await expect(tags).toHaveText([/Asha Verma/, /Kabir Rao/]);
    await expect(cast).toHaveValue('');

    await cast.fill('   ');
    await cast.press('Enter');
    await cast.press(',');
    await cast.fill('Dev Anand, Zoya Khan,'); // a pasted list adds each name
    await expect(tags).toHaveText([/Asha Verma/, /Kabir Rao/, /Dev Anand/, /Zoya Khan/]);

    await page.getByRole('button', { name: 'Remove Kabir Rao from cast' }).click();
    await expect(tags).toHaveText([/Asha Verma/, /Dev Anand/, /Zoya Khan/]);
    await expect(cast).toBeFocused();
    // Enter in the cast field never submitted the form.
    expect(sent).toHaveLength(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test("Add Show with the end before the start shows the spec's error and sends nothing", async ({
  page,
  request,
}) => {
  // Nothing is added to the schedule here, so a demo movie serves; the cinemas are this test's own.
  const movies = (await (await request.get('/api/v1/movie/getAllMovies')).json()) as { data: Movie[] };
  const movie = movies.data[0]!;
  const admin = await apiLogin(request, DEMO.admin);
  const cityId = (await admin.cities())[0]!._id;
  const tag = uniqueTag();
  const first = await admin.addCinema(`Show Form Cinema ${tag}`, cityId);
  await admin.updateScreen(first.screenDetails[1]!._id); // only Screen-2 takes shows
  const second = await admin.addCinema(`Other Cinema ${tag}`, cityId);

  await login(page, DEMO.admin);
  await page.goto(`/show/addShow/${encodeURIComponent(movie._id)}`);
  const sent = callsTo(page, '/show/addShow');
  const cinema = page.getByLabel('Cinema', { exact: true });
  const screen = page.getByLabel('Screen', { exact: true });
  await expect(screen).toBeDisabled();
  await cinema.selectOption({ label: `${first.cinemaName}, ${first.cityId.cityName}` });
  // Screens follow the cinema; one whose seats are not set cannot be chosen.
  await expect(screen.getByRole('option', { name: 'Screen-1 (seats not set)' })).toBeDisabled();
  await screen.selectOption({ label: 'Screen-2' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '9pm to 12pm' });
  await page.getByLabel('Show Start', { exact: true }).fill(indianDay(4));
  await page.getByLabel('Show End', { exact: true }).fill(indianDay(2));
  await page.getByRole('button', { name: 'Add Show' }).click();
  await expect(page.getByText(VALIDATION.endDateBeforeStart)).toBeVisible();
  await expect(page.getByLabel('Show End', { exact: true })).toBeFocused();
  expect(sent).toHaveLength(0);

  // Another cinema has other screens: the chosen screen is cleared.
  await cinema.selectOption({ label: `${second.cinemaName}, ${second.cityId.cityName}` });
  await expect(screen).toHaveValue('');
});

test('Update Screen never changes a price silently: "₹1,500" is read as 1500, "199.50" is refused', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, DEMO.admin);
  const cinema = await admin.addCinema(`Digits Cinema ${uniqueTag()}`, (await admin.cities())[0]!._id);
  const screen = cinema.screenDetails[0]!;
  await login(page, DEMO.admin);
  await page.goto(`/cinema/${encodeURIComponent(cinema._id)}/updateScreen/${encodeURIComponent(screen._id)}`);
  const field = (group: string, label: string) => page.getByRole('group', { name: group }).getByLabel(label);
  const seats = field('REGULAR', 'Seats');
  await seats.pressSequentially('012');
  await expect(seats).toHaveValue('12');
  await expect(page.getByText('Total seats: 12')).toBeVisible();

  // What people paste from a price list: the rupee sign and thousands separators are read, and the
  // field shows the number that will be saved.
  const regular = field('REGULAR', 'Price (Rs)');
  await regular.fill('₹1,500.00');
  await expect(regular).toHaveValue('1500');
  await expect(regular).toHaveAccessibleDescription(/Read "₹1,500\.00" as Rs 1,500/);
  // Paise are refused, never made into digits (199.50 is not Rs 19,950).
  const balcony = field('BALCONY', 'Price (Rs)');
  await balcony.fill('199.50');
  await expect(balcony).toHaveValue('199.50');
  await expect(balcony).toHaveAttribute('aria-invalid', 'true');
  await expect(balcony).toHaveAccessibleDescription(
    new RegExp(VALIDATION.wholeRupees.replace(/[()]/g, '\\$&')),
  );
  await field('BALCONY', 'Seats').fill('20');
  await field('VIP', 'Seats').fill('10');
  await field('VIP', 'Price (Rs)').fill('1500.50');
  await expect(field('VIP', 'Price (Rs)')).toHaveAttribute('aria-invalid', 'true');

  const sent = callsTo(page, '/cinema/updateScreen');
  await page.getByRole('button', { name: 'Update Screen' }).click();
  await expect(balcony).toBeFocused();
  await screenshotFromTop(page, testInfo, 'update-screen-price-refused');
  expect(sent).toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);

  // Whole rupees are saved as shown.
  await balcony.fill('199');
  await field('VIP', 'Price (Rs)').fill('Rs 1,500');
  await expect(field('VIP', 'Price (Rs)')).toHaveValue('1500');
  await page.getByRole('button', { name: 'Update Screen' }).click();
  await expect(page.getByText(TOASTS.screenUpdated)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({
    regular: { seat: 12, price: 1500 },
    bolcony: { seat: 20, price: 199 },
    vip: { seat: 10, price: 1500 },
  });
});

test('Live Your Show says "No shows to do live" to an Admin with nothing pending', async ({
  page,
  request,
}) => {
  const admin = await signUpByApi(request, 'Admin');
  await login(page, admin.email, admin.password);
  await page.goto('/show/liveYourShow');
  await expect(page.getByText(PAGE_TEXTS.noShowsToLive)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Live Show/ })).toHaveCount(0);
});

test('a viewer opening Add Cinema is alerted that it is for Admins and sent home', async ({ page }) => {
  await login(page, DEMO.viewer);
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.goto('/cinema/addCinema');
  expect(await alerted).toBe(GUARDS.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Cinema name')).toHaveCount(0);
});
