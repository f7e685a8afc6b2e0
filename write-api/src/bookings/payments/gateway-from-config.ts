import type { WriteConfig } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { razorpayGateway } from './razorpay-gateway.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

/** Razorpay when its keys are set (config makes sure the webhook secret is too), else the sandbox. */
export function gatewayFrom(config: WriteConfig): PaymentGateway {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  if (keyId && keySecret)
    return razorpayGateway({ keyId, keySecret, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '' });
  return sandboxGateway(config.JWT_SECRET);
}
