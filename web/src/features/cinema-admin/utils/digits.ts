/** What a whole-number field makes of what was typed or pasted. */
export interface WholeNumberReading {
  /** What the field shows: the number as it will be saved, or the text as typed when it is refused. */
  text: string;
  /** Why the text is refused (the field keeps it, so nothing is changed silently). */
  error?: string;
  /** Set when the text was read as another spelling of the number ("₹1,500" as 1500). */
  readFrom?: string;
}

/** "1,500", "15,000", "1,50,000" (Indian grouping) or "150,000": commas only where digits group. */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;
/** The rupee sign, "Rs", "Rs." or "INR" before a price, "/-" after it (as Indian price lists write). */
const CURRENCY = /^(?:₹|rs\.?|inr)\s*|\s*\/-$/gi;

/**
 * The spec's rule for seat counts and prices: empty or a positive whole number. Digits are kept
 * (leading zeros dropped); thousands separators, and for a price the rupee sign, are read as what
 * people paste ("₹1,500" is 1500); anything else, a fraction above all ("199.50"), is refused
 * with `wrong` and left as typed: never digits picked out of it (199.50 is not 19950).
 */
export function readWholeNumber(raw: string, wrong: string, { money = false } = {}): WholeNumberReading {
  const trimmed = raw.trim();
  let number = trimmed.replace(/\s+/g, ' ');
  if (money) number = number.replace(CURRENCY, '');
  number = number.replace(/\.0+$/, ''); // "1500.00" is a whole number of rupees
  if (GROUPED.test(number)) number = number.replace(/,/g, '');
  if (!/^\d*$/.test(number)) return { text: raw, error: wrong };
  const text = number.replace(/^0+/, '');
  return text && /\D/.test(trimmed) ? { text, readFrom: trimmed } : { text };
}

/** Whether a field's text is one the rule accepts as it stands (empty or a positive whole number). */
export const isWholeNumberText = (text: string) => /^(?:[1-9]\d*)?$/.test(text);
