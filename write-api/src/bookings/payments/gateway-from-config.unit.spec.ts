import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema } from '../../config.ts';
import { gatewayFrom } from './gateway-from-config.ts';

const base = { JWT_SECRET: randomBytes(32).toString('base64url') };
const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com:465' };
const keys = {
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
};
const parse = (env: Record<string, string>) => parseConfig(writeConfigSchema, env);

describe('which payment gateway runs', () => {
  it('is the sandbox without Razorpay keys (empty values count as unset)', () => {
    expect(gatewayFrom(parse(base)).name).toBe('sandbox');
    expect(gatewayFrom(parse({ ...base, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' })).name).toBe(
      'sandbox',
    );
  });

  it('is Razorpay with its keys, opened in the browser with the key id', () => {
    const gateway = gatewayFrom(parse({ ...base, ...keys }));
    expect(gateway).toMatchObject({ name: 'razorpay', keyId: 'rzp_live_abc' });
  });

  it('refuses one key without the other, and keys without the webhook secret', () => {
    expect(() => parse({ ...base, RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => parse({ ...base, ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });

  it('refuses the sandbox in production (bookings would be free) unless PAYMENT_SANDBOX=true says it is a demo', () => {
    expect(() => parse(production)).toThrow(/PAYMENT_SANDBOX=true/);
    expect(gatewayFrom(parse({ ...production, PAYMENT_SANDBOX: 'true' })).name).toBe('sandbox');
    expect(gatewayFrom(parse({ ...production, ...keys })).name).toBe('razorpay');
  });
});
