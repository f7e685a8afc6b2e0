import { describe, expect, it } from 'vitest';
import { rupees } from './format.ts';

describe('rupees', () => {
  it('groups digits the Indian way (lakh, crore) and shows paise only when there are some', () => {
    expect(rupees(1_234_567_800)).toBe('₹1,23,45,678');
    expect(rupees(12_345_678_912)).toBe('₹12,34,56,789.12');
    expect(rupees(100_000)).toBe('₹1,000');
    expect(rupees(99_900)).toBe('₹999');
    expect(rupees(50)).toBe('₹0.50');
    expect(rupees(0)).toBe('₹0');
    expect(rupees(-1_000_000)).toBe('-₹10,000');
  });
});
