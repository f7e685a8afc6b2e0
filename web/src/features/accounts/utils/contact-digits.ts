import { LIMITS } from '@cinema/contracts/browser';

/**
 * A contact number as people type or paste it ("98765-43210", "98765 43210", "+91 98765 43210",
 * "098765 43210"): its digits, without the country code (the field shows +91) or a trunk 0, at
 * most the 10 the number has. Counting typed characters instead cut "98765-43210" to "98765-4321".
 */
export function contactDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  const size = LIMITS.contactNumberDigits;
  if (digits.length > size && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > size && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, size);
}
