import { SEAT_CLASSES, type SeatClass } from '@cinema/contracts/browser';
import type { Screen } from '@cinema/contracts';

/** The screen update's payload key of each class (BALCONY is spelled `bolcony`, as the spec does). */
export type SeatClassKey = 'regular' | 'bolcony' | 'vip';
const KEYS: Record<SeatClass, SeatClassKey> = { REGULAR: 'regular', BALCONY: 'bolcony', VIP: 'vip' };

/** The classes in the order the Update Screen form shows them: REGULAR, BALCONY, VIP. */
export const FORM_CLASSES = SEAT_CLASSES.map((name) => ({ name, key: KEYS[name] }));

/** 'Screen-1', 'Screen-2', … by position as the spec labels screens, or the name the admin gave it. */
export const screenLabel = (screen: Pick<Screen, 'position'> & Partial<Pick<Screen, 'name'>>) =>
  screen.name || `Screen-${screen.position}`;

export const totalSeats = (screen: Screen) =>
  FORM_CLASSES.reduce((sum, { key }) => sum + (screen[key]?.seat ?? 0), 0);

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** "Rs 1,250" (the spec shows prices in Rs). */
export const formatRupees = (amount: number) => `Rs ${rupees.format(amount)}`;
export const formatCount = (count: number) => rupees.format(count);
