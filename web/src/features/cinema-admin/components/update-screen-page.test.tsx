import { LOADING_TEXTS, SERVER_MESSAGES, TOASTS, VALIDATION } from '@cinema/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCinema, aScreen } from '../testing/fixtures';
import { dataReply, deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderAdminRoute } from '../testing/render-admin-route';

const PATH = '/cinema/cin-1/updateScreen/cin-1.s1';
const input = (group: 'REGULAR' | 'BALCONY' | 'VIP', label: 'Seats' | 'Price (Rs)') =>
  within(screen.getByRole('group', { name: group })).getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Update Screen' });
const seatClass = (name: string, seat: number, price: number) => ({
  name,
  seat,
  price,
  pricePaise: price * 100,
});

/** The cinema as the server has it after someone saved Screen-1 as 300/60/30 at Rs 180/300/500. */
const resaved = aCinema({
  screenDetails: [
    aScreen(1, {
      regular: seatClass('REGULAR', 300, 180),
      bolcony: seatClass('BALCONY', 60, 300),
      vip: seatClass('VIP', 30, 500),
      version: 2,
    }),
    aScreen(2, { configured: false }),
  ],
});

describe('/cinema/:cinemaId/updateScreen/:screenId', () => {
  it('shows which cinema and screen, prefilled from the current seats and prices, with a running total', async () => {
    mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    const { user } = renderAdminRoute(PATH);

    expect(await screen.findByRole('heading', { name: 'Update Screen' })).toBeInTheDocument();
    expect(screen.getByText('Cine Yatra Treasure Island')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Screen-1' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('group', { name: 'REGULAR' })).toBeInTheDocument();
    expect(input('REGULAR', 'Seats')).toHaveValue('100');
    expect(input('BALCONY', 'Price (Rs)')).toHaveValue('250');
    expect(input('VIP', 'Seats')).toHaveValue('20');
    expect(screen.getByText(/Total seats:/)).toHaveTextContent('Total seats: 170');

    await user.type(input('VIP', 'Seats'), '5');
    expect(screen.getByText(/Total seats:/)).toHaveTextContent('Total seats: 355');
  });

  it('keeps whole numbers, reads pasted "₹1,500" as 1500 and says so, without a leading zero', async () => {
    mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    const { user } = renderAdminRoute(PATH);
    const seats = await waitFor(() => input('REGULAR', 'Seats'));
    const price = input('VIP', 'Price (Rs)');

    await user.clear(seats);
    await user.type(seats, '007');
    expect(seats).toHaveValue('7');
    await user.clear(seats);
    await user.type(seats, '0');
    expect(seats).toHaveValue('');
    for (const [pasted, saved] of [
      ['₹1,500', '1500'],
      ['1,500', '1500'],
      ['Rs. 2,000.00', '2000'],
      ['1,50,000', '150000'],
    ] as const) {
      await user.clear(price);
      await user.click(price);
      await user.paste(pasted);
      expect(price).toHaveValue(saved);
      expect(price).not.toHaveAttribute('aria-invalid');
      expect(price).toHaveAccessibleDescription(new RegExp(`Read "${pasted.replace('.', '\\.')}" as Rs`));
    }
  });

  it.each(['₹1,500.50', '199.50', '1500.50', '-3', '12a', '1,5'])(
    'refuses the price %j with the rule, keeps it as typed and sends nothing',
    async (pasted) => {
      const api = mockApi({ getCinemaDetails: dataReply([aCinema()]) });
      const { user } = renderAdminRoute(PATH);
      const price = await waitFor(() => input('BALCONY', 'Price (Rs)'));
      await user.clear(price);
      await user.paste(pasted);

      expect(price).toHaveValue(pasted);
      expect(price).toHaveAccessibleDescription(new RegExp(VALIDATION.wholeRupees.replace(/[()]/g, '\\$&')));
      await user.click(submit());
      expect(price).toHaveFocus();
      expect(price).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('updateScreen')).toBe(0);
    },
  );

  it('refuses a seat count that is not a whole number', async () => {
    const api = mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    const { user } = renderAdminRoute(PATH);
    const seats = await waitFor(() => input('VIP', 'Seats'));
    await user.clear(seats);
    await user.type(seats, '1.5');
    expect(seats).toHaveValue('1.5');
    expect(seats).toHaveAccessibleDescription(new RegExp(VALIDATION.wholeSeats));
    expect(screen.getByText(/Total seats:/)).toHaveTextContent('Total seats: 150');
    await user.click(submit());
    expect(api.callsTo('updateScreen')).toBe(0);
  });

  it('requires every seat count and price, and sends nothing until they are filled', async () => {
    const api = mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    const { user } = renderAdminRoute(PATH.replace('s1', 's2'));
    await screen.findByRole('group', { name: 'REGULAR' });
    await user.type(input('REGULAR', 'Seats'), '120');
    await user.click(submit());

    expect(input('REGULAR', 'Price (Rs)')).toHaveAccessibleDescription(/Price is required/);
    expect(input('REGULAR', 'Price (Rs)')).toHaveFocus();
    expect(input('BALCONY', 'Seats')).toHaveAccessibleDescription(/Seats are required/);
    expect(input('VIP', 'Price (Rs)')).toHaveAttribute('aria-invalid', 'true');
    expect(input('REGULAR', 'Seats')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('updateScreen')).toBe(0);
  });

  it("shows the limits in the server's words under the field", async () => {
    const api = mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    const { user } = renderAdminRoute(PATH);
    await user.type(await waitFor(() => input('VIP', 'Seats')), '0'); // 200
    await user.type(input('BALCONY', 'Seats'), '00'); // 5000
    await user.click(submit());

    await waitFor(() => expect(input('BALCONY', 'Seats')).toHaveAccessibleDescription(/at most 500/));
    expect(api.callsTo('updateScreen')).toBe(0);
  });

  it('sends the three classes (BALCONY as bolcony) as numbers with If-Match, then reloads the saved values', async () => {
    const reply = deferredReply();
    const api = mockApi({
      getCinemaDetails: (_body, call) => dataReply([call === 0 ? aCinema() : resaved]),
      updateScreen: reply.handler,
    });
    const { user } = renderAdminRoute(PATH);
    await user.clear(await waitFor(() => input('REGULAR', 'Seats')));
    await user.type(input('REGULAR', 'Seats'), '300');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.updating })).toBeDisabled();
    expect(api.bodiesSentTo('updateScreen')).toEqual([
      {
        screenId: 'cin-1.s1',
        regular: { name: 'REGULAR', seat: 300, price: 150 },
        bolcony: { name: 'BALCONY', seat: 50, price: 250 },
        vip: { name: 'VIP', seat: 20, price: 400 },
      },
    ]);
    expect(api.headersSentTo('updateScreen')[0]).toMatchObject({ 'If-Match': 'W/"1"' });

    reply.release(dataReply(resaved.screenDetails[0], TOASTS.screenUpdated));
    expect(await screen.findByText(TOASTS.screenUpdated)).toBeInTheDocument();
    await waitFor(() => expect(input('VIP', 'Price (Rs)')).toHaveValue('500'));
    expect(input('REGULAR', 'Seats')).toHaveValue('300');
    expect(api.callsTo('getCinemaDetails')).toBe(2);
  });

  it('resets the form after a save to the saved values: no edits, errors or "read as" notes, even when the re-read fails', async () => {
    const saved = aScreen(1, { vip: seatClass('VIP', 20, 1500), version: 2 });
    mockApi({
      getCinemaDetails: (_body, call) => (call === 0 ? dataReply([aCinema()]) : errorReply(500, 'Try later')),
      updateScreen: dataReply(saved, TOASTS.screenUpdated),
    });
    const { user } = renderAdminRoute(PATH);
    const vipPrice = await waitFor(() => input('VIP', 'Price (Rs)'));
    await user.clear(vipPrice);
    await user.paste('₹1,500');
    expect(vipPrice).toHaveAccessibleDescription(/Read "₹1,500" as Rs 1,500/);
    await user.click(submit());

    expect(await screen.findByText(TOASTS.screenUpdated)).toBeInTheDocument();
    await waitFor(() => expect(input('VIP', 'Price (Rs)')).not.toHaveAccessibleDescription(/Read/));
    expect(input('VIP', 'Price (Rs)')).toHaveValue('1500');
    expect(input('REGULAR', 'Seats')).toHaveValue('100');
    expect(input('BALCONY', 'Price (Rs)')).toHaveValue('250');
    for (const group of ['REGULAR', 'BALCONY', 'VIP'] as const)
      expect(input(group, 'Price (Rs)')).not.toHaveAttribute('aria-invalid');
  });

  it('on 412 toasts the server message and loads the latest values, which the next save starts from', async () => {
    const api = mockApi({
      getCinemaDetails: (_body, call) => dataReply([call === 0 ? aCinema() : resaved]),
      updateScreen: (_body, call) =>
        call === 0
          ? errorReply(412, SERVER_MESSAGES.staleVersion, 'STALE_VERSION')
          : dataReply(resaved.screenDetails[0]),
    });
    const { user } = renderAdminRoute(PATH);
    await user.type(await waitFor(() => input('VIP', 'Seats')), '5');
    await user.click(submit());

    expect(await screen.findByText(SERVER_MESSAGES.staleVersion)).toBeInTheDocument();
    await waitFor(() => expect(input('REGULAR', 'Seats')).toHaveValue('300'));
    expect(input('VIP', 'Seats')).toHaveValue('30');

    await user.click(submit());
    await waitFor(() => expect(api.callsTo('updateScreen')).toBe(2));
    expect(api.headersSentTo('updateScreen')[1]).toMatchObject({ 'If-Match': 'W/"2"' });
  });

  it("shows the server's field errors under their fields", async () => {
    mockApi({
      getCinemaDetails: dataReply([aCinema()]),
      updateScreen: errorReply(400, 'Price can be at most 10000', 'VALIDATION_FAILED', {
        'bolcony.price': 'Price can be at most 10000',
      }),
    });
    const { user } = renderAdminRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Update Screen' }));
    await waitFor(() =>
      expect(input('BALCONY', 'Price (Rs)')).toHaveAccessibleDescription(/Price can be at most 10000/),
    );
  });

  it('says that live shows keep their prices, names them with the prices they keep, and says so again on saving', async () => {
    const api = mockApi({
      getCinemaDetails: (_body, call) => dataReply([call === 0 ? aCinema() : resaved]),
      getScreenLiveShows: dataReply([
        {
          showId: 'cin-1.show-a',
          movieName: 'Sholay Returns',
          timing: '3-6pm',
          nextDate: '2026-12-12',
          showEnd: '2026-12-14',
          prices: [
            { seatType: 'REGULAR', seat: 100, price: 150 },
            { seatType: 'BALCONY', seat: 50, price: 250 },
            { seatType: 'VIP', seat: 20, price: 400 },
          ],
        },
      ]),
      updateScreen: dataReply(resaved.screenDetails[0], TOASTS.screenUpdated),
    });
    const { user } = renderAdminRoute(PATH);
    const note = await screen.findByRole('region', { name: 'Shows already live keep their prices' });
    const live = await within(note).findByRole('list', { name: 'Live shows on Screen-1' });
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sholay Returns · 3pm to 6pm · 12 Dec – 14 Dec 2026REGULAR Rs 150 · BALCONY Rs 250 · VIP Rs 400',
    ]);
    expect(api.bodiesSentTo('getScreenLiveShows')).toEqual([{ screenId: 'cin-1.s1' }]);

    await user.click(submit());
    // The form starts again from the saved version; the note, in it, says what the save reached.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Shows already live keep their prices' })).getByRole(
          'status',
        ),
      ).toHaveTextContent('Saved. The live show below keeps the old prices.'),
    );
    expect(screen.getByText(TOASTS.screenUpdated)).toBeInTheDocument();
  });

  it('says when no show is live on the screen', async () => {
    mockApi({ getCinemaDetails: dataReply([aCinema()]), getScreenLiveShows: dataReply([]) });
    renderAdminRoute(PATH);
    expect(await screen.findByText('No show is live on Screen-1 now.')).toBeInTheDocument();
  });

  it('says so when the screen is not one of the admin’s', async () => {
    mockApi({ getCinemaDetails: dataReply([aCinema()]) });
    renderAdminRoute('/cinema/cin-1/updateScreen/other');
    expect(await screen.findByText(SERVER_MESSAGES.screenNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your cinemas' })).toHaveAttribute(
      'href',
      '/cinema/adminCinemas',
    );
    expect(screen.queryByRole('button', { name: 'Update Screen' })).not.toBeInTheDocument();
  });
});
