import { render, screen, waitFor, within } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXTS } from '@cinema/contracts';
import { aHold, anOrder, SCREENING_ID, seatId, seatList } from '../testing/fixtures';
import { fakeIo, sockets } from '../testing/fake-socket';
import { errorReply, mockApi, okReply } from '@/testing/mock-api';
import { dataReply } from '../testing/mock-api';
import { renderSeatRoute } from '../testing/render-seat-route';
import {
  findSeat,
  findSummary,
  liveRegion,
  payButton,
  seatButton,
  seatMapReply,
  summary,
} from '../testing/seat-helpers';

vi.mock('socket.io-client', () => ({ io: fakeIo }));

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  sockets.length = 0;
  delete (window as { Razorpay?: unknown }).Razorpay;
});

const PAID = {
  razorpay_payment_id: 'pay_sandbox_1',
  razorpay_order_id: 'order_sandbox_1',
  razorpay_signature: 'f00d',
};
const V1_V4 = [seatId('V1'), seatId('V4')];
const HOLD = aHold(['V1', 'V4'], { totalAmountPaise: 60_000 });

/** A server that holds, orders and pays whatever the page asks for; `more` overrides answers. */
function servePayments(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    getMovieCinema: seatMapReply(),
    getMyHold: dataReply(null),
    reserveSeats: (body) =>
      okReply(
        { data: { ...HOLD, seatIds: (body as { seatIds: string[] }).seatIds }, position: '101:0' },
        BOOKING_TEXTS.seatsReserved,
      ),
    capturePayment: okReply({ data: anOrder(60_000), position: '102:0' }, BOOKING_TEXTS.orderCreated),
    sandboxPay: dataReply({ status: 'captured', ...PAID }),
    verifyPayment: okReply(
      { data: { bookingId: 'bk-1', outcome: 'booked' }, position: '103:0' },
      BOOKING_TEXTS.paymentVerified,
    ),
    cancelPayment: okReply({ data: { orderId: 'order_sandbox_1' }, position: '104:0' }),
    extendHold: (body) =>
      okReply({
        data: {
          ...HOLD,
          holdId: (body as { holdId: string }).holdId,
          extendable: false,
          expiresAt: new Date(Date.now() + 240_000).toISOString(),
        },
        position: '105:0',
      }),
    releaseSeats: okReply({ data: { holdId: HOLD.holdId }, position: '106:0' }),
    ...more,
  });
}

async function chooseAndPay(user: ReturnType<typeof renderSeatRoute>['user']) {
  await user.click(await findSeat('V1'));
  await user.click(seatButton('V4'));
  await user.click(payButton()!);
}

const sandboxDialog = () => screen.findByRole('dialog', { name: 'Sandbox checkout' });

/**
 * The toasts on screen from now on (a dismissed one stays in the page for a moment while it fades
 * out). The watcher stays mounted: react-hot-toast's store drops the first listener on an unmount.
 */
function watchToasts() {
  let shown: string[] = [];
  function Probe() {
    shown = useToasterStore()
      .toasts.filter((t) => t.visible)
      .map((t) => String(t.message));
    return null;
  }
  render(<Probe />, { container: document.createElement('div') });
  return () => shown;
}

describe('paying for seats', () => {
  it("counts the hold down on the server's clock, not the phone's (a phone an hour behind)", async () => {
    const serverNow = Date.now() + 3_600_000;
    const hold = {
      ...HOLD,
      serverTime: new Date(serverNow).toISOString(),
      expiresAt: new Date(serverNow + 8 * 60_000).toISOString(),
    };
    servePayments({ reserveSeats: okReply({ data: hold, position: '101:0' }, BOOKING_TEXTS.seatsReserved) });
    const { user } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);

    const dialog = within(await sandboxDialog());
    // By the phone's own clock 68 minutes would be left; the server gives the seats back in 8.
    expect(dialog.getByRole('timer')).toHaveTextContent(/^0[78]:\d\d$/);
  });

  it('holds the seats, creates the order, pays in the sandbox checkout, verifies and shows the bookings', async () => {
    const api = servePayments();
    const { user, expectPath } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);

    const dialog = within(await sandboxDialog());
    expect(dialog.getByText(BOOKING_TEXTS.noMoney)).toBeInTheDocument();
    expect(dialog.getByText('A1, A4')).toBeInTheDocument();
    expect(dialog.getByText('Rs.600')).toBeInTheDocument();
    expect(dialog.getByRole('timer')).toHaveTextContent(/^0[78]:\d\d$/);
    await user.click(dialog.getByRole('button', { name: 'Pay Rs.600' }));

    await expectPath('/book/transactions');
    expect(await screen.findByText(BOOKING_TEXTS.paymentVerified)).toBeInTheDocument();
    expect(api.bodiesSentTo('reserveSeats')).toEqual([{ seatIds: V1_V4 }]);
    expect(api.bodiesSentTo('capturePayment')).toEqual([{ showId: SCREENING_ID, seatsBook: V1_V4 }]);
    expect(api.bodiesSentTo('sandboxPay')).toEqual([{ orderId: 'order_sandbox_1', outcome: 'success' }]);
    expect(api.bodiesSentTo('verifyPayment')).toEqual([
      { ...PAID, showId: SCREENING_ID, seatsForBook: V1_V4, totalAmount: 600 },
    ]);
    expect(api.routesCalled().filter((r) => r !== 'getMovieCinema' && r !== 'getMyHold')).toEqual([
      'reserveSeats',
      'capturePayment',
      'sandboxPay',
      'verifyPayment',
    ]);
  });

  it('shows a failed payment, cancels it so the hold is released, reads the map again and keeps the seats chosen', async () => {
    const api = servePayments({
      sandboxPay: dataReply({
        status: 'failed',
        code: 'BAD_REQUEST_ERROR',
        description: 'Card declined (sandbox)',
      }),
    });
    const { user, location } = renderSeatRoute(undefined, 'Viewer');
    const toastsShown = watchToasts();
    await chooseAndPay(user);
    const dialog = within(await sandboxDialog());
    expect(toastsShown()).toContain(BOOKING_TEXTS.seatsReserved);
    await user.click(dialog.getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText(BOOKING_TEXTS.paymentFailed)).toBeInTheDocument();
    // The outcome replaces 'Seats reserved' rather than showing under it.
    expect(toastsShown()).not.toContain(BOOKING_TEXTS.seatsReserved);
    expect(toastsShown()).toContain(BOOKING_TEXTS.paymentFailed);
    expect(api.bodiesSentTo('cancelPayment')).toEqual([
      { orderId: 'order_sandbox_1', reason: 'failed', description: 'Card declined (sandbox)' },
    ]);
    expect(api.bodiesSentTo('verifyPayment')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodiesSentTo('getMovieCinema').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Pay Rs.600' })).toBeEnabled();
    expect(location().pathname).toBe('/buytickets/mov-1/cin-1/3-6pm/seats');
  });

  it('cancels the payment when the checkout is closed', async () => {
    const api = servePayments();
    const { user } = renderSeatRoute(undefined, 'Viewer');
    const toastsShown = watchToasts();
    await chooseAndPay(user);
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Cancel payment' }));

    expect(await screen.findByText(BOOKING_TEXTS.paymentCancelled)).toBeInTheDocument();
    expect(toastsShown()).not.toContain(BOOKING_TEXTS.seatsReserved);
    expect(api.bodiesSentTo('cancelPayment')).toEqual([{ orderId: 'order_sandbox_1', reason: 'cancelled' }]);
    expect(api.bodiesSentTo('sandboxPay')).toEqual([]);
  });

  it('says when a seat was just taken, reads the map again and drops that seat', async () => {
    const api = servePayments({
      reserveSeats: errorReply(409, BOOKING_TEXTS.seatsTaken, 'SEATS_UNAVAILABLE'),
    });
    const { user } = renderSeatRoute(undefined, 'Viewer');
    await user.click(await findSeat('V1'));
    await user.click(seatButton('V4'));
    api.serve({ getMovieCinema: seatMapReply(seatList(undefined, { V1: 'Reserved' }), '101:5') });
    await user.click(payButton()!);

    expect(await screen.findByText(BOOKING_TEXTS.seatsTaken)).toBeInTheDocument();
    await waitFor(() => expect(seatButton('V1')).toHaveAccessibleName(/Reserved$/));
    expect(payButton()).toHaveTextContent('Pay Rs.300');
    expect(api.bodiesSentTo('capturePayment')).toEqual([]);
  });

  it('tells the viewer when a late payment was refunded because the seats were sold meanwhile', async () => {
    servePayments({
      verifyPayment: okReply({ data: { bookingId: null, outcome: 'refunded' }, position: '103:0' }),
    });
    const { user, location } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Pay Rs.600' }));

    // In a toast, and kept beside the seats once the toast has gone.
    expect(await screen.findAllByText(BOOKING_TEXTS.paymentRefunded)).toHaveLength(2);
    expect(within(summary()).getByText(BOOKING_TEXTS.paymentRefunded)).toBeInTheDocument();
    expect(location().pathname).toBe('/buytickets/mov-1/cin-1/3-6pm/seats');
  });

  it('says a second payment of an order already paid will be refunded, and shows the booking the first one made', async () => {
    servePayments({
      verifyPayment: okReply(
        { data: { bookingId: 'bk-1', outcome: 'already-paid' }, position: '103:0' },
        BOOKING_TEXTS.paymentAlreadyPaid,
      ),
    });
    const { user, expectPath } = renderSeatRoute(undefined, 'Viewer');
    const toastsShown = watchToasts();
    await chooseAndPay(user);
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Pay Rs.600' }));

    await expectPath('/book/transactions');
    expect(toastsShown()).toContain(BOOKING_TEXTS.paymentAlreadyPaid);
    expect(toastsShown()).not.toContain(BOOKING_TEXTS.paymentVerified);
  });

  it('shows a verification failure and reads the map again', async () => {
    const api = servePayments({
      verifyPayment: errorReply(400, BOOKING_TEXTS.signatureInvalid, 'SIGNATURE_INVALID'),
    });
    const { user, location } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);
    const reads = api.bodiesSentTo('getMovieCinema').length;
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Pay Rs.600' }));

    expect(await screen.findByText(BOOKING_TEXTS.signatureInvalid)).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesSentTo('getMovieCinema').length).toBeGreaterThan(reads));
    expect(location().pathname).toBe('/buytickets/mov-1/cin-1/3-6pm/seats');
  });

  it('opens Razorpay checkout for a razorpay order and verifies what its handler hands back', async () => {
    const opened: Record<string, unknown>[] = [];
    (window as { Razorpay?: unknown }).Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      on() {}
      open() {
        (this.options.handler as (r: typeof PAID) => void)({ ...PAID, razorpay_order_id: 'order_rzp_1' });
      }
      close() {}
    };
    const api = servePayments({
      capturePayment: okReply({
        data: anOrder(60_000, { id: 'order_rzp_1', gateway: 'razorpay', key: 'rzp_test_k' }),
        position: '102:0',
      }),
    });
    const { user, expectPath } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);

    await expectPath('/book/transactions');
    expect(opened).toMatchObject([
      { key: 'rzp_test_k', order_id: 'order_rzp_1', amount: 60_000, currency: 'INR' },
    ]);
    expect(api.bodiesSentTo('verifyPayment')).toMatchObject([
      { razorpay_order_id: 'order_rzp_1', seatsForBook: V1_V4 },
    ]);
    expect(api.bodiesSentTo('sandboxPay')).toEqual([]);
  });

  it('cancels a Razorpay payment that failed', async () => {
    (window as { Razorpay?: unknown }).Razorpay = class {
      private failed?: (r: unknown) => void;
      on(_event: string, listener: (r: unknown) => void) {
        this.failed = listener;
      }
      open() {
        this.failed?.({ error: { description: 'Payment declined by bank' } });
      }
      close() {}
    };
    const api = servePayments({
      capturePayment: okReply({
        data: anOrder(60_000, { id: 'order_rzp_2', gateway: 'razorpay' }),
        position: '102:0',
      }),
    });
    const { user } = renderSeatRoute(undefined, 'Viewer');
    await chooseAndPay(user);

    expect(await screen.findByText(BOOKING_TEXTS.paymentFailed)).toBeInTheDocument();
    expect(api.bodiesSentTo('cancelPayment')).toEqual([
      { orderId: 'order_rzp_2', reason: 'failed', description: 'Payment declined by bank' },
    ]);
  });
});

describe('the seat hold', () => {
  it('resumes after a reload: the held seats read as the viewer’s, with the countdown, and Pay orders them', async () => {
    const api = servePayments({
      getMyHold: dataReply(HOLD),
      getMovieCinema: seatMapReply(seatList(undefined, { V1: 'Reserved', V4: 'Reserved', V2: 'Reserved' })),
    });
    const { user } = renderSeatRoute(undefined, 'Viewer');

    expect(await findSeat('V1')).toBeInTheDocument();
    await waitFor(() =>
      expect(seatButton('V1')).toHaveAccessibleName('Seat A1, row A, VIP, Rs.300, Held for you'),
    );
    expect(seatButton('V1')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton('V2')).toHaveAccessibleName(/Reserved$/);
    expect(api.bodiesSentTo('getMyHold')[0]).toEqual({ screeningId: SCREENING_ID });
    expect(await within(summary()).findByRole('timer')).toHaveTextContent(/^0[78]:\d\d$/);

    await user.click(payButton()!);
    await sandboxDialog();
    expect(api.bodiesSentTo('reserveSeats')).toEqual([]);
    expect(api.bodiesSentTo('capturePayment')).toEqual([{ showId: SCREENING_ID, seatsBook: V1_V4 }]);
  });

  it('warns politely before the hold ends and extends it once', async () => {
    const api = servePayments({
      getMyHold: dataReply({ ...HOLD, expiresAt: new Date(Date.now() + 50_000).toISOString() }),
    });
    const { user } = renderSeatRoute(undefined, 'Viewer');

    const extend = await within(await findSummary()).findByRole('button', { name: 'Extend' });
    // The announcement is written after the button appears (a loaded machine can see the gap).
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'Your seats will be released in less than a minute. Choose Extend to keep them longer.',
      ),
    );
    await user.click(extend);

    await waitFor(() => expect(liveRegion()).toHaveTextContent(BOOKING_TEXTS.holdExtended));
    expect(api.bodiesSentTo('extendHold')).toEqual([{ holdId: HOLD.holdId }]);
    expect(within(summary()).getByRole('timer')).toHaveTextContent(/^0[34]:\d\d$/);
    expect(within(summary()).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });

  it('ends on time: says so, clears the choice and reads the map again', async () => {
    const api = servePayments({
      getMyHold: dataReply({ ...HOLD, expiresAt: new Date(Date.now() + 1500).toISOString() }),
      getMovieCinema: seatMapReply(seatList(undefined, { V1: 'Reserved', V4: 'Reserved' })),
    });
    renderSeatRoute(undefined, 'Viewer');
    await waitFor(() => expect(seatButton('V1')).toHaveAccessibleName(/Held for you$/));
    const reads = api.bodiesSentTo('getMovieCinema').length;
    api.serve({ getMovieCinema: seatMapReply(seatList(), '110:0') });

    await waitFor(() => expect(liveRegion()).toHaveTextContent(BOOKING_TEXTS.holdExpired));
    expect(within(summary()).getByText(BOOKING_TEXTS.holdExpired)).toBeInTheDocument();
    await waitFor(() => expect(seatButton('V1')).toHaveAccessibleName(/Available$/));
    expect(api.bodiesSentTo('getMovieCinema').length).toBeGreaterThan(reads);
    expect(payButton()).not.toBeInTheDocument();
  });

  it('gives the seats back with Change seats, keeping them chosen', async () => {
    const api = servePayments({
      getMyHold: dataReply(HOLD),
      getMovieCinema: seatMapReply(seatList(undefined, { V1: 'Reserved', V4: 'Reserved' })),
    });
    const { user } = renderSeatRoute(undefined, 'Viewer');
    const change = await within(await findSummary()).findByRole('button', { name: 'Change seats' });
    api.serve({ getMovieCinema: seatMapReply(seatList(), '107:0') });
    await user.click(change);

    await waitFor(() => expect(seatButton('V1')).toHaveAccessibleName(/Selected$/));
    expect(api.bodiesSentTo('releaseSeats')).toEqual([{ holdId: HOLD.holdId }]);
    expect(liveRegion()).toHaveTextContent(BOOKING_TEXTS.holdReleased);
    await user.click(seatButton('V4'));
    expect(payButton()).toHaveTextContent('Pay Rs.300');
  });
});
