/** Amounts as people in India read them: ₹1,23,45,678.50 (lakh and crore grouping). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${rest ? `${rest},${last3}` : last3}${fraction === '00' ? '' : `.${fraction}`}`;
}

/** Whole numbers with Indian grouping (1,00,000 events). */
export const count = (n: number) => n.toLocaleString('en-IN');

/** A value for one line of output: long values cut in the middle, never over one line. */
export function clip(text: string | null, max = 160): string {
  if (text === null) return 'NULL';
  const flat = text.replace(/\s*\n\s*/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 20)}…(${flat.length} chars)…${flat.slice(-10)}`;
}
