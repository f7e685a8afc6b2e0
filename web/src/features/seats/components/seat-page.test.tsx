import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENING_ID, seatId, seatList } from '../testing/fixtures';
import { lastSocket, fakeIo, sockets } from '../testing/fake-socket';
import { errorReply } from '@/testing/mock-api';
import { renderSeatRoute, SEATS_PATH } from '../testing/render-seat-route';
import {
  findSeat,
  liveRegion,
  payButton,
  seatButton,
  seatMapReply,
  serveSeatMap,
  summary,
} from '../testing/seat-helpers';

vi.mock('socket.io-client', () => ({ io: fakeIo }));

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  sockets.length = 0;
});

const TAKEN = seatList(undefined, { V2: 'Booked', V3: 'Reserved' });

describe('seat page (/buytickets/{movie_id}/{cinema_id}/{timing}/seats)', () => {
  it('shows the show, the sections with their prices, the legend and a 5-column grid', async () => {
    const api = serveSeatMap();
    renderSeatRoute(`${SEATS_PATH}?date=2026-11-24`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
    expect(api.bodiesSentTo('getMovieCinema')[0]).toEqual({
      movieId: 'mov-1',
      cinemaId: 'cin-1',
      timing: '3-6pm',
      date: '2026-11-24',
    });
    expect(screen.getByText('Cine Yatra Treasure Island | Indore')).toBeInTheDocument();
    expect(screen.getByText(/Tue, 24 Nov 2026, 3:00 PM/)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['VIP/LUXURYRs.300', 'BALCONYRs.200', 'REGULARRs.150']));
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    for (const state of ['Available', 'Selected', 'Booked', 'Reserved'])
      expect(legend.getByText(state)).toBeInTheDocument();
    const vip = screen.getByRole('grid', { name: /VIP\/LUXURY/ });
    expect(
      within(vip)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('gridcell').length),
    ).toEqual([5, 2]);
    expect(seatButton('V1')).toHaveAccessibleName('Seat A1, row A, VIP, Rs.300, Available');
    expect(seatButton('B1')).toHaveAccessibleName('Seat C1, row C, BALCONY, Rs.200, Available');
  });

  it('asks for the next screening without a date, and offers its other dates', async () => {
    const api = serveSeatMap();
    const { user, expectPath } = renderSeatRoute();
    await findSeat('V1');
    expect(api.bodiesSentTo('getMovieCinema')[0]).toEqual({
      movieId: 'mov-1',
      cinemaId: 'cin-1',
      timing: '3-6pm',
    });
    const dates = within(screen.getByRole('navigation', { name: 'Show dates' }));
    expect(dates.getByRole('link', { name: 'Tue, 24 Nov' })).toHaveAttribute('aria-current', 'page');
    await user.click(dates.getByRole('link', { name: 'Wed, 25 Nov' }));
    await expectPath(`${SEATS_PATH}?date=2026-11-25`);
    await waitFor(() =>
      expect(api.bodiesSentTo('getMovieCinema').at(-1)).toMatchObject({ date: '2026-11-25' }),
    );
  });

  it("adds up the chosen seats as 'Pay Rs.{total}', and takes a seat back on a second press", async () => {
    serveSeatMap();
    const { user } = renderSeatRoute();
    await findSeat('V1');
    expect(payButton()).not.toBeInTheDocument();

    await user.click(seatButton('V1'));
    await user.click(seatButton('B4'));
    expect(seatButton('V1')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton('V1')).toHaveAccessibleName('Seat A1, row A, VIP, Rs.300, Selected');
    expect(payButton()).toHaveTextContent('Pay Rs.500');
    expect(within(summary()).getByText('A1, C4')).toBeInTheDocument();

    await user.click(seatButton('V1'));
    expect(seatButton('V1')).toHaveAttribute('aria-pressed', 'false');
    expect(payButton()).toHaveTextContent('Pay Rs.200');
  });

  it('stops at 10 seats and says so', async () => {
    serveSeatMap();
    const { user } = renderSeatRoute();
    await findSeat('R1');
    for (let n = 1; n <= 10; n++) await user.click(seatButton(`R${n}`));
    expect(payButton()).toHaveTextContent('Pay Rs.1500');

    await user.click(seatButton('R11'));
    expect(seatButton('R11')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findAllByText('You can book at most 10 seats at a time')).not.toHaveLength(0);
    expect(payButton()).toHaveTextContent('Pay Rs.1500');
  });

  it('does not let booked or reserved seats be chosen, and marks them by more than colour', async () => {
    serveSeatMap(TAKEN);
    const { user } = renderSeatRoute();
    const booked = await findSeat('V2');
    expect(booked).toHaveAccessibleName('Seat A2, row A, VIP, Rs.300, Booked');
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    // Its number stays on it beside the cross, as on every other seat.
    expect(booked).toHaveTextContent(/^2$/);
    expect(booked.querySelector('svg')).not.toBeNull();
    expect(seatButton('V3')).toHaveAccessibleName('Seat A3, row A, VIP, Rs.300, Reserved');
    expect(seatButton('V3')).toHaveTextContent(/^3$/);
    expect(seatButton('V3').querySelector('svg')).not.toBeNull();

    await user.click(booked);
    await user.click(seatButton('V3'));
    expect(payButton()).not.toBeInTheDocument();
    expect(booked).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard: one tab stop, arrows across seats and sections, Space and Enter choose', async () => {
    serveSeatMap(seatList(undefined, { V1: 'Booked' }));
    const { user } = renderSeatRoute();
    await findSeat('V2');
    const seats = screen.getAllByRole('button', { name: /^Seat / });
    expect(seats.filter((s) => s.tabIndex === 0).map((s) => s.textContent)).toEqual(['2']);

    seatButton('V2').focus();
    await user.keyboard('{ArrowRight}');
    expect(seatButton('V3')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // VIP's second row has V6 and V7: column 3 there is past its end, so its last seat.
    expect(seatButton('V7')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seatButton('B2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(seatButton('V7')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seatButton('V6')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(seatButton('B1')).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Seat / }).filter((s) => s.tabIndex === 0)).toEqual([
      seatButton('B1'),
    ]);

    await user.keyboard(' ');
    expect(seatButton('B1')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(seatButton('V7')).toHaveAttribute('aria-pressed', 'true');
    expect(payButton()).toHaveTextContent('Pay Rs.500');
  });

  it('joins the screening room and turns seats as the pushes say, dropping stale ones', async () => {
    serveSeatMap(undefined);
    const { user } = renderSeatRoute();
    await findSeat('V1');
    await waitFor(() => expect(lastSocket().joins()).toEqual([SCREENING_ID]));
    await user.click(seatButton('V5'));

    lastSocket().push('reservedSeats', {
      screeningId: SCREENING_ID,
      seatIds: [seatId('V4'), seatId('V5')],
      position: '100:2',
    });
    expect(seatButton('V4')).toHaveAccessibleName(/Reserved$/);
    // The viewer had chosen V5: someone else took it, so it leaves the choice.
    expect(seatButton('V5')).toHaveAccessibleName(/Reserved$/);
    expect(payButton()).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('A5 was just taken by someone else.');

    lastSocket().push('seatsUpdated', {
      screeningId: SCREENING_ID,
      seatIds: [seatId('V4')],
      position: '100:3',
    });
    expect(seatButton('V4')).toHaveAccessibleName(/Booked$/);
    // A late release (older than the booking) and one from before the read change nothing.
    lastSocket().push('seatsToRevert', {
      screeningId: SCREENING_ID,
      seatIds: [seatId('V4')],
      position: '100:2',
    });
    lastSocket().push('seatsUpdated', {
      screeningId: SCREENING_ID,
      seatIds: [seatId('V1')],
      position: '99:9',
    });
    expect(seatButton('V4')).toHaveAccessibleName(/Booked$/);
    expect(seatButton('V1')).toHaveAccessibleName(/Available$/);

    lastSocket().push('seatsToRevert', {
      screeningId: SCREENING_ID,
      seatIds: [seatId('V5')],
      position: '100:4',
    });
    expect(seatButton('V5')).toHaveAccessibleName(/Available$/);
  });

  it('reads its seat map once on load: joining the room right after the read does not read it again', async () => {
    const api = serveSeatMap();
    renderSeatRoute(SEATS_PATH, 'Viewer');
    await findSeat('V1');
    await waitFor(() => expect(lastSocket().joins()).toEqual([SCREENING_ID]));
    // A beat that names nothing new reads nothing either; the map stays live through pushes.
    lastSocket().fire('seatsAt', { screeningId: SCREENING_ID, position: '100:1' });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(api.callsTo('getMovieCinema')).toBe(1);
    expect(api.callsTo('getMyHold')).toBe(1);
  });

  it('reads the seat map again after a reconnect and when the viewer comes back to the window', async () => {
    const api = serveSeatMap();
    renderSeatRoute();
    await findSeat('V1');
    await waitFor(() => expect(lastSocket().joins()).toHaveLength(1));
    const reads = () => api.bodiesSentTo('getMovieCinema').length;
    expect(reads()).toBe(1); // the first join comes right after the read: no second read
    api.serve({ getMovieCinema: seatMapReply(seatList(undefined, { B1: 'Booked' }), '120:0') });

    lastSocket().fire('connect');
    expect(lastSocket().joins()).toHaveLength(2);
    await waitFor(() => expect(seatButton('B1')).toHaveAccessibleName(/Booked$/));

    const before = reads();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('reads the seat map again when the server names a change the page never heard of (a lost push)', async () => {
    const api = serveSeatMap();
    renderSeatRoute();
    await findSeat('V1');
    const reads = () => api.bodiesSentTo('getMovieCinema').length;
    await waitFor(() => expect(lastSocket().joins()).toHaveLength(1));
    expect(reads()).toBe(1);
    api.serve({ getMovieCinema: seatMapReply(seatList(undefined, { B1: 'Booked' }), '130:0') });
    lastSocket().fire('seatsAt', { screeningId: SCREENING_ID, position: '1:0' });
    expect(reads()).toBe(1);
    lastSocket().fire('seatsAt', { screeningId: SCREENING_ID, position: '125:3' });
    await waitFor(() => expect(seatButton('B1')).toHaveAccessibleName(/Booked$/));
    expect(reads()).toBe(2);
    lastSocket().fire('seatsAt', { screeningId: SCREENING_ID, position: '125:3' });
    expect(reads()).toBe(2);
  });

  it('leaves the room when the viewer leaves the page', async () => {
    serveSeatMap();
    const { unmount } = renderSeatRoute();
    await findSeat('V1');
    await waitFor(() => expect(lastSocket().joins()).toHaveLength(1));
    unmount();
    expect(lastSocket().disconnected).toBe(true);
  });

  it('sends a visitor to sign in on Pay, and keeps the chosen seats for the way back', async () => {
    const api = serveSeatMap();
    const { user, unmount } = renderSeatRoute(`${SEATS_PATH}?date=2026-11-24`);
    await findSeat('V1');
    expect(api.bodiesSentTo('getMyHold')).toEqual([]);
    await user.click(seatButton('V1'));
    await user.click(seatButton('V4'));
    await user.click(payButton()!);

    expect(
      await screen.findByRole('heading', { name: `Login page /login from ${SEATS_PATH}?date=2026-11-24` }),
    ).toBeInTheDocument();
    expect(api.bodiesSentTo('reserveSeats')).toEqual([]);
    unmount();

    renderSeatRoute(`${SEATS_PATH}?date=2026-11-24`, 'Viewer');
    expect(await findSeat('V1')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton('V4')).toHaveAttribute('aria-pressed', 'true');
    expect(payButton()).toHaveTextContent('Pay Rs.600');
  });

  it('lets other accounts look but not book', async () => {
    const api = serveSeatMap();
    const { user } = renderSeatRoute(SEATS_PATH, 'Admin');
    await user.click(await findSeat('V1'));
    expect(payButton()).not.toBeInTheDocument();
    expect(screen.getByText('Booking is for viewer accounts.')).toBeInTheDocument();
    expect(api.bodiesSentTo('getMyHold')).toEqual([]);
  });

  it('says when the show does not exist, with a way back to the movie', async () => {
    serveSeatMap(undefined, {
      getMovieCinema: errorReply(404, 'No upcoming show found for this movie and cinema', 'NOT_FOUND'),
    });
    renderSeatRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Show not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No upcoming show found for this movie and cinema');
    expect(screen.getByRole('link', { name: 'See the movie' })).toHaveAttribute('href', '/movie/mov-1');
  });

  it('offers a retry when the seats could not be loaded', async () => {
    const api = serveSeatMap(undefined, {
      getMovieCinema: errorReply(500, 'Something went wrong. Please try again.'),
    });
    const { user } = renderSeatRoute();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    api.serve({ getMovieCinema: seatMapReply() });
    await user.click(retry);
    expect(await findSeat('V1')).toBeInTheDocument();
  });
});
