/**
 * What the hold calls answer when the box office's fairness rules say no. Each refusal says until
 * when, in Indian time, so a viewer knows what to do next.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** "4:05 PM" in India for an instant (what a refusal's "until when" says). */
export function indianClockTime(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const HOLD_TEXTS = {
  /** The account let its hold on these seats run out: the seats go to other buyers for a while. */
  heldTooLong: (until: Date) =>
    `You have held these seats for as long as one booking allows. To be fair to other buyers they are open to others until ${indianClockTime(until)}. Please choose other seats.`,
  /** Another account on the same network used these seats' hold time up. */
  networkHeldTooLong: (until: Date) =>
    `These seats were just held from your network for as long as one booking allows and were not paid for. They are open to other buyers until ${indianClockTime(until)}. Please choose other seats.`,
  /** No extension left within the seats' hold time. */
  noMoreTime: 'These seats cannot be held any longer. Please complete the payment before the timer runs out.',
  /** Holds keep running out unpaid: the account waits before holding again. */
  paused: (expired: number, until: Date) =>
    `You let ${expired} seat holds run out without paying. You can hold seats again at ${indianClockTime(until)}.`,
  /** The account is paying for the seats it holds: that payment first. */
  paymentInProgress:
    'You are paying for the seats you hold. Complete or cancel that payment before choosing other seats.',
  tooManyHoldRequests: 'Too many seat requests. Please wait a moment and try again.',
} as const;
