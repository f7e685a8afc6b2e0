import { useState } from 'react';
import { BOOKING_TEXTS } from '@cinema/contracts/browser';
import { Dialog } from '@/components/ui/dialog';
import { sandboxPay } from '../api/payments';
import type { CheckoutResult } from '../checkout/checkout-result';
import { rupees } from '../utils/format';
import type { OpenCheckout } from '../checkout/pay-session';
import type { ReactNode } from 'react';

interface SandboxCheckoutProps {
  checkout: OpenCheckout;
  seatNames: string;
  /** The hold's countdown (and its Extend), shown here too: the page behind is inert. Null once expired. */
  timer: ReactNode;
  /** The page's announcements, for the same reason. */
  announcement: string;
  onResult: (result: CheckoutResult) => void;
}

/**
 * The sandbox gateway's checkout, in the app: it says plainly that no money moves, and pays or
 * fails the order through the server, which answers with the same signed fields Razorpay would.
 * Closing it cancels the payment.
 */
export default function SandboxCheckout({
  checkout,
  seatNames,
  timer,
  announcement,
  onResult,
}: SandboxCheckoutProps) {
  const [busy, setBusy] = useState(false);
  const amount = `Rs.${rupees(checkout.order.amount / 100)}`;

  const pay = async (outcome: 'success' | 'failure') => {
    setBusy(true);
    try {
      const answer = await sandboxPay(checkout.order.id, outcome);
      if (answer.status === 'captured') {
        const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = answer;
        onResult({ outcome: 'paid', razorpay_payment_id, razorpay_order_id, razorpay_signature });
      } else onResult({ outcome: 'failed', description: answer.description });
    } catch {
      onResult({ outcome: 'failed', description: 'The sandbox payment did not go through' });
    }
  };

  return (
    <Dialog
      title="Sandbox checkout"
      onClose={() => !busy && onResult({ outcome: 'dismissed' })}
      closeLabel="Cancel payment"
    >
      <div className="space-y-4 p-5">
        <p className="flex items-start gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          <span
            aria-hidden="true"
            className="rounded bg-amber-800 px-1.5 text-xs leading-5 font-bold text-white"
          >
            TEST
          </span>
          {BOOKING_TEXTS.noMoney}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Seats</dt>
          <dd className="font-medium text-slate-900">{seatNames}</dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="text-lg font-bold text-slate-900">{amount}</dd>
          <dt className="text-slate-600">Order</dt>
          <dd className="font-mono text-xs break-all text-slate-700">{checkout.order.id}</dd>
        </dl>
        {timer ?? <p className="text-sm font-medium text-red-800">{BOOKING_TEXTS.holdExpired}</p>}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => void pay('failure')}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
          >
            Fail payment
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void pay('success')}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {busy ? 'Processing...' : `Pay ${amount}`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
