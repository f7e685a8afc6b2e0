/**
 * What a whole-number field keeps of what was typed or pasted: digits only, no leading zero, so the
 * value is always empty or a positive integer (the spec's rule for seat counts and prices).
 */
export function positiveDigits(raw: string, maxDigits = 6): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxDigits);
}
