import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, TOASTS } from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { accountWithToken, countEvents, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import {
  book,
  capture,
  eventsOfType,
  orderFor,
  payAtSandbox,
  paymentEvents,
  reserve,
  sandboxOf,
  screeningEvents,
  verify,
  type Viewer,
} from '@cinema/embedded/testing/payment-test-kit';
import { SANDBOX_KEY_ID } from './sandbox-gateway.ts';

describe.each(testDatabases())('payments over HTTP on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  let viewers: Viewer[];
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  /** Past the end of every hold made so far (and its one extension). */
  const afterHoldsExpire = () => {
    offsetMs += 13 * 60_000;
    system.workflow.wake();
  };

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock } });
    screening = await givenLiveScreening(system, { seats: { vip: 10, bolcony: 10, regular: 20 } });
  });
  // Fresh viewers per test: a viewer's open order keeps their hold from being replaced, and holds
  // that keep running out slow a viewer down (issue 18), so no test inherits another's history.
  beforeEach(async () => {
    viewers = [];
    for (let i = 0; i < 3; i++) viewers.push(await accountWithToken(system, 'Viewer'));
  });
  afterAll(() => system?.stop());

  const seats = (...numbers: string[]) => numbers.map((n) => screening.seat(n));
  const bookedSeats = async () =>
    (await eventsOfType(screeningEvents(system, screening.screeningId), 'SeatsBooked')).flatMap((b) =>
      (b.seats as { seatNumber: string }[]).map((s) => s.seatNumber),
    );

  it('opens an order for exactly the held seats, priced by the server in paise', async () => {
    const [viewer] = viewers;
    const hold = await reserve(system, viewer!, seats('V1', 'R1'));
    const order = await capture(system, viewer!, screening.screeningId, seats('R1', 'V1'));
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      success: true,
      message: BOOKING_TEXTS.orderCreated,
      data: {
        amount: 65_000,
        currency: 'INR',
        gateway: 'sandbox',
        key: SANDBOX_KEY_ID,
        holdExpiresAt: hold.expiresAt,
      },
    });
    expect(order.body.data.id).toMatch(/^order_[0-9a-f]{14}$/);
    expect(await paymentEvents(system, order.body.data.id)).toEqual([
      {
        type: 'PaymentOrderCreated',
        data: expect.objectContaining({ holdId: hold.holdId, seats: ['R1', 'V1'], amountPaise: 65_000 }),
      },
    ]);
  });

  it('refuses seats the caller does not hold, exactly (409 SEATS_NOT_HELD), and writes nothing', async () => {
    const [holder, other] = viewers;
    await reserve(system, holder!, seats('V2', 'R2'));
    const before = await countEvents(system);
    for (const [viewer, chosen] of [
      [holder!, seats('V2')],
      [holder!, seats('V2', 'R2', 'R3')],
      [other!, seats('V2', 'R2')],
    ] as const) {
      const refused = await capture(system, viewer, screening.screeningId, [...chosen]);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'SEATS_NOT_HELD', message: BOOKING_TEXTS.seatsNotHeld });
    }
    expect(await countEvents(system)).toBe(before);
  });

  it('books the held seats once the checkout answer is verified, and settles the order', async () => {
    const [viewer] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('V3', 'B1'));
    const verified = await verify(system, viewer!, await payAtSandbox(system, viewer!, orderId));
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: TOASTS.paymentVerified,
      data: { outcome: 'booked', bookingId: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    const [booking, ...more] = await eventsOfType(
      screeningEvents(system, screening.screeningId),
      'SeatsBooked',
    );
    expect(more.filter((b) => b.orderId === orderId)).toEqual([]);
    expect(booking).toMatchObject({ bookingId: verified.body.data.bookingId, orderId, totalPaise: 75_000 });
    expect((await paymentEvents(system, orderId)).map((e) => [e.type, e.data.via ?? e.data.outcome])).toEqual(
      [
        ['PaymentOrderCreated', undefined],
        ['PaymentCaptured', 'verify'],
        ['PaymentSettled', 'booked'],
      ],
    );
  });

  it('books once when verify is called twice at once, and both answers name the same booking', async () => {
    const [viewer] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('V4', 'V5'));
    const checkout = await payAtSandbox(system, viewer!, orderId);
    const answers = await Promise.all([verify(system, viewer!, checkout), verify(system, viewer!, checkout)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data.bookingId).toBe(answers[1]!.body.data.bookingId);
    const bookings = await eventsOfType(screeningEvents(system, screening.screeningId), 'SeatsBooked');
    expect(bookings.filter((b) => b.orderId === orderId)).toHaveLength(1);
    expect(await eventsOfType(paymentEvents(system, orderId), 'PaymentCaptured')).toHaveLength(1);
  });

  it('books nothing on a tampered answer, releases the hold, and refunds if that payment is captured later', async () => {
    const [viewer, other] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('B2'));
    const genuine = sandboxOf(system).pay(orderId);
    const tampered = await verify(system, viewer!, { ...genuine, razorpay_payment_id: 'pay_forged0000001' });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({
      code: 'SIGNATURE_INVALID',
      message: BOOKING_TEXTS.signatureInvalid,
    });
    expect(await bookedSeats()).not.toContain('B2');
    expect(await eventsOfType(paymentEvents(system, orderId), 'PaymentFailed')).toMatchObject([
      { reason: 'signature' },
    ]);
    const released = await eventsOfType(screeningEvents(system, screening.screeningId), 'HoldReleased');
    expect(released.filter((r) => (r.seats as string[]).includes('B2'))).toMatchObject([
      { reason: 'payment-failed' },
    ]);
    await reserve(system, other!, seats('B2')); // free for anyone again

    // The gateway did take the money after all: it goes back, the seats stay with the other viewer.
    const late = await verify(system, viewer!, genuine);
    expect(late.body).toMatchObject({
      message: BOOKING_TEXTS.paymentRefunded,
      data: { outcome: 'refunded', bookingId: null },
    });
    await waitFor(
      async () => (await eventsOfType(paymentEvents(system, orderId), 'PaymentRefunded')).length === 1,
      {
        message: 'the refund',
      },
    );
  });

  it('releases the hold when the checkout is cancelled; a paid order can no longer be cancelled', async () => {
    const [viewer, other] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('B3'));
    const notTheirs = await system.call('POST', '/payment/cancelPayment', {
      body: { orderId, reason: 'cancelled' },
      token: other!.token,
    });
    expect(notTheirs).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    const cancelled = await system.call('POST', '/payment/cancelPayment', {
      body: { orderId, reason: 'cancelled' },
      token: viewer!.token,
    });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: BOOKING_TEXTS.paymentCancelled, data: { orderId } },
    });
    const released = await eventsOfType(screeningEvents(system, screening.screeningId), 'HoldReleased');
    expect(released.filter((r) => (r.seats as string[]).includes('B3'))).toMatchObject([
      { reason: 'payment-cancelled' },
    ]);

    const paid = await book(system, viewer!, screening.screeningId, seats('B4'));
    const tooLate = await system.call('POST', '/payment/cancelPayment', {
      body: { orderId: paid.orderId, reason: 'cancelled' },
      token: viewer!.token,
    });
    expect(tooLate).toMatchObject({
      status: 409,
      body: { code: 'ORDER_CLOSED', message: BOOKING_TEXTS.orderClosed },
    });
  });

  it("answers 404 for an order that is not the caller's or does not exist", async () => {
    const [viewer, other] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('B5'));
    const checkout = sandboxOf(system).pay(orderId);
    expect(await verify(system, other!, checkout)).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    const unknown = sandboxOf(system).pay('order_00000000000000');
    expect(await verify(system, viewer!, unknown)).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    const pay = await system.call('POST', '/payment/sandbox/pay', {
      body: { orderId, outcome: 'failure' },
      token: viewer!.token,
    });
    expect(pay.body).toMatchObject({ message: BOOKING_TEXTS.noMoney, data: { status: 'failed' } });
  });

  it('books a payment verified after its hold expired when the seats are still free', async () => {
    const [viewer] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('R5', 'R6'));
    const checkout = await payAtSandbox(system, viewer!, orderId);
    afterHoldsExpire();
    const verified = await verify(system, viewer!, checkout);
    expect(verified.body.data).toMatchObject({ outcome: 'booked' });
    expect(await bookedSeats()).toEqual(expect.arrayContaining(['R5', 'R6']));
  });

  it('refunds through the gateway a payment whose seats someone else took after the hold expired', async () => {
    const [viewer, other] = viewers;
    const orderId = await orderFor(system, viewer!, screening.screeningId, seats('R7', 'R8'));
    const checkout = await payAtSandbox(system, viewer!, orderId);
    afterHoldsExpire();
    await reserve(system, other!, seats('R8', 'R9'));
    const verified = await verify(system, viewer!, checkout);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: BOOKING_TEXTS.paymentRefunded,
      data: { outcome: 'refunded', bookingId: null },
    });
    expect(await bookedSeats()).not.toContain('R7');
    const [refunded] = await waitFor(
      async () => {
        const found = await eventsOfType(paymentEvents(system, orderId), 'PaymentRefunded');
        return found.length > 0 && found;
      },
      { message: 'PaymentRefunded' },
    );
    expect(refunded).toMatchObject({ paymentId: checkout.razorpay_payment_id, amountPaise: 30_000 });
    expect(sandboxOf(system).refunds()).toContainEqual(
      expect.objectContaining({
        refundId: refunded!.refundId,
        paymentId: checkout.razorpay_payment_id,
        amountPaise: 30_000,
      }),
    );
  });

  it('refunds a second payment of an order already paid, once, and says so instead of a new booking', async () => {
    const [viewer] = viewers;
    const first = await book(system, viewer!, screening.screeningId, seats('V6', 'V7'));
    // The viewer paid again in a second checkout of the same order.
    const second = sandboxOf(system).pay(first.orderId, 2);
    const refundsOf = (paymentId: string) =>
      sandboxOf(system)
        .refunds()
        .filter((r) => r.paymentId === paymentId);
    const answers = [await verify(system, viewer!, second), await verify(system, viewer!, second)];
    for (const answer of answers)
      expect(answer).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: BOOKING_TEXTS.paymentAlreadyPaid,
          data: { outcome: 'already-paid', bookingId: first.bookingId },
        },
      });
    expect(BOOKING_TEXTS.paymentAlreadyPaid).toMatch(/already paid.*will be refunded/);
    const [refunded] = await waitFor(
      async () => {
        system.workflow.wake();
        const found = await eventsOfType(paymentEvents(system, first.orderId), 'ExtraPaymentRefunded');
        return found.length > 0 && found;
      },
      { message: 'the second payment refunded' },
    );
    expect(refunded).toMatchObject({ paymentId: second.razorpay_payment_id, amountPaise: 100_000 });
    expect(refundsOf(second.razorpay_payment_id)).toEqual([
      expect.objectContaining({ refundId: refunded!.refundId, amountPaise: 100_000 }),
    ]);

    // The gateway's webhook for that payment, late: still one refund; the first payment stands.
    const webhook = sandboxOf(system).capturedWebhook({
      orderId: first.orderId,
      paymentId: second.razorpay_payment_id,
      amountPaise: 100_000,
    });
    const late = await system.call('POST', '/payment/webhook', {
      body: webhook.body.toString(),
      headers: { 'Content-Type': 'application/json', 'x-razorpay-signature': webhook.signature },
    });
    expect(late.body).toMatchObject({ success: true, message: 'Webhook received (duplicate)' });
    await waitFor(
      async () => {
        system.workflow.wake();
        return system.workflow.settled();
      },
      { message: 'the workflow at rest' },
    );
    expect(await eventsOfType(paymentEvents(system, first.orderId), 'ExtraPaymentRefunded')).toHaveLength(1);
    expect(refundsOf(second.razorpay_payment_id)).toHaveLength(1);
    expect(refundsOf(sandboxOf(system).pay(first.orderId).razorpay_payment_id)).toEqual([]);
    expect(await eventsOfType(paymentEvents(system, first.orderId), 'PaymentRefunded')).toEqual([]);
    const bookings = await eventsOfType(screeningEvents(system, screening.screeningId), 'SeatsBooked');
    expect(bookings.filter((b) => b.orderId === first.orderId)).toHaveLength(1);
    // The first payment's own answer is unchanged.
    expect((await verify(system, viewer!, sandboxOf(system).pay(first.orderId))).body).toMatchObject({
      message: TOASTS.paymentVerified,
      data: { outcome: 'booked', bookingId: first.bookingId },
    });
  });

  it('refunds another payment of a paid order that only the webhook reports', async () => {
    const [viewer] = viewers;
    const first = await book(system, viewer!, screening.screeningId, seats('V8'));
    const third = sandboxOf(system).pay(first.orderId, 3);
    const webhook = sandboxOf(system).capturedWebhook({
      orderId: first.orderId,
      paymentId: third.razorpay_payment_id,
      amountPaise: 50_000,
    });
    const taken = await system.call('POST', '/payment/webhook', {
      body: webhook.body.toString(),
      headers: { 'Content-Type': 'application/json', 'x-razorpay-signature': webhook.signature },
    });
    expect(taken.body).toMatchObject({ success: true, message: 'Webhook received (extra-payment)' });
    const refunded = await waitFor(
      async () => {
        system.workflow.wake();
        const found = await eventsOfType(paymentEvents(system, first.orderId), 'ExtraPaymentRefunded');
        return found.length > 0 && found;
      },
      { message: 'the webhook-only payment refunded' },
    );
    expect(refunded).toMatchObject([{ paymentId: third.razorpay_payment_id, amountPaise: 50_000 }]);
    expect(
      sandboxOf(system)
        .refunds()
        .filter((r) => r.paymentId === third.razorpay_payment_id),
    ).toHaveLength(1);
  });

  describe('the webhook', () => {
    const postWebhook = (body: Buffer | string, signature?: string) =>
      system.call('POST', '/payment/webhook', {
        body: body.toString(),
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'x-razorpay-signature': signature } : {}),
        },
      });

    it('refuses a body the gateway did not sign (400), and records nothing', async () => {
      const [viewer] = viewers;
      const orderId = await orderFor(system, viewer!, screening.screeningId, seats('R11'));
      const payment = { orderId, paymentId: 'pay_forged0000002', amountPaise: 15_000 };
      const { body, signature } = sandboxOf(system).capturedWebhook(payment);
      expect((await postWebhook(body, 'f'.repeat(64))).status).toBe(400);
      expect((await postWebhook(body)).status).toBe(400);
      const altered = body.toString().replace('"amount":15000', '"amount":1');
      expect(await postWebhook(altered, signature)).toMatchObject({
        status: 400,
        body: { code: 'SIGNATURE_INVALID' },
      });
      expect((await paymentEvents(system, orderId)).map((e) => e.type)).toEqual(['PaymentOrderCreated']);
    });

    it('acknowledges and ignores a payment of an order this system never made', async () => {
      const orderId = 'order_notours0000';
      const { body, signature } = sandboxOf(system).capturedWebhook({
        orderId,
        paymentId: 'pay_x',
        amountPaise: 1,
      });
      expect(await postWebhook(body, signature)).toMatchObject({ status: 200, body: { success: true } });
      expect(await paymentEvents(system, orderId)).toEqual([]);
    });

    it('books the seats alone when the browser closes after paying, once however often it comes', async () => {
      const [viewer] = viewers;
      const orderId = await orderFor(system, viewer!, screening.screeningId, seats('R10'));
      const checkout = await payAtSandbox(system, viewer!, orderId); // …and the tab is closed
      const settled = await waitFor(
        async () => {
          system.workflow.wake();
          const found = await eventsOfType(paymentEvents(system, orderId), 'PaymentSettled');
          return found.length > 0 && found;
        },
        { message: "the sandbox's webhook to settle the order", timeoutMs: 15_000 },
      );
      expect(settled).toMatchObject([{ outcome: 'booked' }]);
      expect(await eventsOfType(paymentEvents(system, orderId), 'PaymentCaptured')).toMatchObject([
        { via: 'webhook' },
      ]);
      expect(await bookedSeats()).toContain('R10');

      const again = sandboxOf(system).capturedWebhook({
        orderId,
        paymentId: checkout.razorpay_payment_id,
        amountPaise: 15_000,
      });
      expect((await postWebhook(again.body, again.signature)).status).toBe(200);
      const late = await verify(system, viewer!, checkout);
      expect(late.body.data).toEqual({ outcome: 'booked', bookingId: settled[0]!.bookingId });
      expect(await eventsOfType(paymentEvents(system, orderId), 'PaymentCaptured')).toHaveLength(1);
    });
  });
});
