import { describe, expect, it } from 'vitest';
import { nextSeatIndex } from './seat-keys';

// VIP 7 seats (0-4, 5-6), BALCONY 10 (7-11, 12-16), REGULAR 3 (17-19); 5 columns.
const SIZES = [7, 10, 3];

describe('nextSeatIndex', () => {
  it.each([
    { from: 0, key: 'ArrowRight', to: 1, why: 'next seat' },
    { from: 4, key: 'ArrowRight', to: 5, why: 'end of a row: first seat of the next row' },
    { from: 6, key: 'ArrowRight', to: 7, why: 'end of a section: first seat of the next section' },
    { from: 19, key: 'ArrowRight', to: 19, why: 'last seat stays' },
    { from: 7, key: 'ArrowLeft', to: 6, why: 'back into the previous section' },
    { from: 0, key: 'ArrowLeft', to: 0, why: 'first seat stays' },
    { from: 1, key: 'ArrowDown', to: 6, why: 'a shorter row below: its last seat' },
    { from: 0, key: 'ArrowDown', to: 5, why: 'same column, next row' },
    { from: 6, key: 'ArrowDown', to: 8, why: 'last row of a section: same column in the next section' },
    { from: 14, key: 'ArrowDown', to: 19, why: 'into a shorter section: its last seat' },
    { from: 19, key: 'ArrowDown', to: 19, why: 'last row stays' },
    { from: 12, key: 'ArrowUp', to: 7, why: 'same column, previous row' },
    { from: 9, key: 'ArrowUp', to: 6, why: 'first row of a section: the shorter last row above' },
    { from: 8, key: 'ArrowUp', to: 6, why: 'same column in the section above (column 2 of 2)' },
    { from: 17, key: 'ArrowUp', to: 12, why: 'first column into the section above' },
    { from: 2, key: 'ArrowUp', to: 2, why: 'top row stays' },
    { from: 13, key: 'Home', to: 12, why: 'start of the row' },
    { from: 13, key: 'End', to: 16, why: 'end of the row' },
    { from: 5, key: 'End', to: 6, why: 'end of a short row' },
  ])('$key from $from → $to ($why)', ({ from, key, to }) => {
    expect(nextSeatIndex(SIZES, from, { key })).toBe(to);
  });

  it('goes to the first and last seat with Ctrl (or Cmd) and Home or End', () => {
    expect(nextSeatIndex(SIZES, 13, { key: 'Home', ctrlKey: true })).toBe(0);
    expect(nextSeatIndex(SIZES, 3, { key: 'End', metaKey: true })).toBe(19);
  });

  it('leaves other keys to the browser', () => {
    expect(nextSeatIndex(SIZES, 3, { key: 'Tab' })).toBeNull();
    expect(nextSeatIndex([], 0, { key: 'ArrowRight' })).toBeNull();
  });
});
