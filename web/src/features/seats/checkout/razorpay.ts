import type { PaymentOrder } from '@cinema/contracts';
import { SITE } from '@/config/site';
import type { PaidFields } from '../api/payments';
import type { CheckoutResult } from './checkout-result';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: PaidFields) => void;
  modal: { ondismiss: () => void };
  theme: { color: string };
}
interface RazorpayCheckout {
  open: () => void;
  close: () => void;
  on: (event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void) => void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

/** Razorpay's checkout script, added once, on the first payment (never at start-up). */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const ready = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const constructor = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (constructor) resolve(constructor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the order and settles with the first outcome: paid (its handler),
 * failed (payment.failed: the modal is closed, the viewer starts again) or dismissed.
 */
export async function payWithRazorpay(order: PaymentOrder, description: string): Promise<CheckoutResult> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { outcome: 'failed', description: 'The payment window could not be opened' };
  }
  return new Promise<CheckoutResult>((resolve) => {
    let settled = false;
    const settle = (result: CheckoutResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: SITE.name,
      description,
      handler: (response) => settle({ outcome: 'paid', ...response }),
      modal: { ondismiss: () => settle({ outcome: 'dismissed' }) },
      theme: { color: '#e11d48' },
    });
    checkout.on('payment.failed', (response) => {
      settle({ outcome: 'failed', description: response.error?.description });
      checkout.close();
    });
    checkout.open();
  });
}
