import type { Seat } from '@cinema/contracts';
import {
  LIMITS,
  rowLetter,
  SEAT_CLASSES,
  seatCode,
  seatPlaces,
  type SeatClass,
  type SeatPlace,
} from '@cinema/contracts/browser';

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
  /** 1-based place in its row, as drawn on the seat. */
  place: number;
  /** What people read: row letter and place ("D2"). */
  code: string;
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

/** Row letters (A, B, … Z, AA, …) are the contracts' own, so the map and every ticket agree. */
export { rowLetter };

/**
 * Where each seat of a screening sits in the hall, by stored seat number: its row, place and the
 * code people read ("D2"), as the map draws it.
 */
export function placesOf(seats: readonly Seat[]): ReadonlyMap<string, SeatPlace> {
  const layout = SECTION_ORDER.map((seatType) => ({
    seatType,
    count: seats.filter((s) => s.seatId.seatType === seatType).length,
  }));
  return seatPlaces(layout);
}

/** The name a person reads for a seat id ("D2"), whatever the seats' stored numbers. */
export const seatCodeOf = (places: ReadonlyMap<string, SeatPlace>, seatId: string) =>
  seatCode(places, seatId.slice(seatId.lastIndexOf('.') + 1));

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
      rows.push(
        ofType
          .slice(start, start + columns)
          .map((seat, i) => ({ seat, row, place: i + 1, code: `${row}${i + 1}`, index: index++ })),
      );
    }
    sections.push({ seatType, title: SECTION_TITLES[seatType], price: ofType[0]!.seatId.seatPrice, rows });
  }
  return sections;
}
