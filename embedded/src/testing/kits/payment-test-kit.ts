// Helpers of the payment and ticket specs: the viewer's journey over HTTP, and what streams hold.
import { expect } from 'vitest';
import type { TestSystem } from '../index.ts';
import { parseStoredEvent } from '@cinema/contracts';
import { isSandbox, paymentStreamId, screeningStreamId, type SandboxGateway } from '@cinema/write-api';

export type Viewer = { token: string };

export function sandboxOf(system: TestSystem): SandboxGateway {
  const gateway = system.write.gateway;
  if (!isSandbox(gateway)) throw new Error('these specs run on the sandbox gateway');
  return gateway;
}

export async function reserve(system: TestSystem, viewer: Viewer, seatIds: string[]) {
  const held = await system.call('POST', '/show/reserveSeats', { body: { seatIds }, token: viewer.token });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  return held.body.data as { holdId: string; expiresAt: string };
}

export const capture = (system: TestSystem, viewer: Viewer, screeningId: string, seatIds: string[]) =>
  system.call('POST', '/payment/capturePayment', {
    body: { showId: screeningId, seatsBook: seatIds },
    token: viewer.token,
  });

/** Reserves the seats and opens an order for them; returns the order id. */
export async function orderFor(system: TestSystem, viewer: Viewer, screeningId: string, seatIds: string[]) {
  await reserve(system, viewer, seatIds);
  const order = await capture(system, viewer, screeningId, seatIds);
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return order.body.data.id as string;
}

/** Pays at the sandbox's checkout: what the page then sends to verifyPayment. */
export async function payAtSandbox(system: TestSystem, viewer: Viewer, orderId: string) {
  const paid = await system.call('POST', '/payment/sandbox/pay', {
    body: { orderId, outcome: 'success' },
    token: viewer.token,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const { status: _status, ...checkout } = paid.body.data;
  return checkout as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

export const verify = (system: TestSystem, viewer: Viewer, checkout: object) =>
  system.call('POST', '/payment/verifyPayment', { body: checkout, token: viewer.token });

/** The whole journey: reserve, order, pay, verify; returns the order and the booking. */
export async function book(system: TestSystem, viewer: Viewer, screeningId: string, seatIds: string[]) {
  const orderId = await orderFor(system, viewer, screeningId, seatIds);
  const verified = await verify(system, viewer, await payAtSandbox(system, viewer, orderId));
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return {
    orderId,
    bookingId: verified.body.data.bookingId as string,
    position: verified.body.position as string,
  };
}

/** The stream's events as the deciders read them (the hold events are stored without what their ids say). */
async function eventsIn(system: TestSystem, streamId: string) {
  return (await system.store.readStream(streamId)).map((e) => ({
    type: e.type,
    data: (parseStoredEvent(e)?.data ?? e.data) as Record<string, unknown>,
  }));
}
export const paymentEvents = (system: TestSystem, orderId: string) =>
  eventsIn(system, paymentStreamId(orderId));
export const screeningEvents = (system: TestSystem, screeningId: string) =>
  eventsIn(system, screeningStreamId(screeningId));

/** Events of one type on a stream, after letting the workflow run what is due. */
export async function eventsOfType(
  events: Promise<{ type: string; data: Record<string, unknown> }[]>,
  type: string,
) {
  return (await events).filter((e) => e.type === type).map((e) => e.data);
}
