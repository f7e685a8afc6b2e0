import { describe, expect, it } from 'vitest';
import { openOtp, sealOtp } from './otp-seal.ts';

describe('a sealed OTP', () => {
  const sealed = sealOtp('secret-a', 'signup', 'Riya@Example.com', '493817');

  it('opens with the same key, purpose and email, and never shows the code', () => {
    expect(sealed).not.toContain('493817');
    expect(openOtp('secret-a', 'signup', 'riya@example.com', sealed)).toBe('493817');
  });
  it('does not open with another key, for another email or purpose, or when tampered', () => {
    expect(openOtp('secret-b', 'signup', 'riya@example.com', sealed)).toBeNull();
    expect(openOtp('secret-a', 'signup', 'other@example.com', sealed)).toBeNull();
    expect(openOtp('secret-a', 'reset', 'riya@example.com', sealed)).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(openOtp('secret-a', 'signup', 'riya@example.com', flipped)).toBeNull();
    expect(openOtp('secret-a', 'signup', 'riya@example.com', 'garbage')).toBeNull();
  });
  it('differs each time (a fresh nonce)', () => {
    expect(sealOtp('secret-a', 'signup', 'riya@example.com', '493817')).not.toBe(sealed);
  });
});
