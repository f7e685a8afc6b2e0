import type { Seat } from '@cinema/contracts';
import { LIMITS, SEAT_CLASSES, type SeatClass } from '@cinema/contracts/browser';

/** The spec's section names, most expensive first as the page shows them. */
export const SECTION_TITLES: Record<SeatClass, string> = {
  VIP: 'VIP/LUXURY',
  BALCONY: 'BALCONY',
  REGULAR: 'REGULAR',
};
const SECTION_ORDER: readonly SeatClass[] = ['VIP', 'BALCONY', 'REGULAR'];

export interface PlacedSeat {
  seat: Seat;
  /** Row letter across the hall (A at the top, continuing through the sections). */
  row: string;
  /** Place in the flattened order of every section, for keyboard moves. */
  index: number;
}

export interface SeatSection {
  seatType: SeatClass;
  title: string;
  /** Rupees per seat of the section. */
  price: number;
  rows: PlacedSeat[][];
}

/** A, B, … Z, AA, AB, … (a big screen has more than 26 rows). */
export function rowLetter(n: number): string {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

const numberOf = (seat: Seat) => Number(seat.seatId.seatNumber.slice(1));

/** The seats by class, each class in rows of the spec's 5 columns, seats in number order. */
export function seatSections(
  seats: readonly Seat[],
  columns: number = LIMITS.seatGridColumns,
): SeatSection[] {
  let rowCount = 0;
  let index = 0;
  const sections: SeatSection[] = [];
  for (const seatType of SECTION_ORDER.filter((type) => SEAT_CLASSES.includes(type))) {
    const ofType = seats
      .filter((s) => s.seatId.seatType === seatType)
      .sort((a, b) => numberOf(a) - numberOf(b));
    if (ofType.length === 0) continue;
    const rows: PlacedSeat[][] = [];
    for (let start = 0; start < ofType.length; start += columns) {
      const row = rowLetter(rowCount++);
      rows.push(ofType.slice(start, start + columns).map((seat) => ({ seat, row, index: index++ })));
    }
    sections.push({ seatType, title: SECTION_TITLES[seatType], price: ofType[0]!.seatId.seatPrice, rows });
  }
  return sections;
}
