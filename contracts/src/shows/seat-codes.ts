import { LIMITS, type SeatClass } from '../common/constants.ts';

/*
 * The name a person reads on a seat: its row letter and its place in the row ("D2"), as the seat
 * map draws the hall: classes from the screen back (VIP, BALCONY, REGULAR), each class in rows of
 * the spec's 5 seats, rows lettered A, B, … straight through the classes. Seat ids keep their
 * stored numbers (V1, B3, R12); every place a person reads a seat (map, summary, checkout, ticket,
 * mail, door) shows this code instead.
 */
const HALL_ORDER: readonly SeatClass[] = ['VIP', 'BALCONY', 'REGULAR'];
const PREFIX: Record<SeatClass, string> = { VIP: 'V', BALCONY: 'B', REGULAR: 'R' };

export interface SeatPlace {
  /** The stored seat number (V1, B3, R12). */
  seatNumber: string;
  seatType: SeatClass;
  row: string;
  /** 1-based place in the row. */
  place: number;
  /** What people read: row letter and place, e.g. "D2". */
  code: string;
}

/** A, B, … Z, AA, AB, … (a big screen has more than 26 rows). */
export function rowLetter(n: number): string {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

/** Where every seat of a layout sits in the hall, by stored seat number. */
export function seatPlaces(
  layout: readonly { seatType: SeatClass; count: number }[],
  columns: number = LIMITS.seatGridColumns,
): Map<string, SeatPlace> {
  const places = new Map<string, SeatPlace>();
  let rows = 0;
  for (const seatType of HALL_ORDER) {
    const count = layout.find((c) => c.seatType === seatType)?.count ?? 0;
    for (let start = 0; start < count; start += columns) {
      const row = rowLetter(rows++);
      for (let i = start; i < Math.min(start + columns, count); i++) {
        const place = i - start + 1;
        const seatNumber = `${PREFIX[seatType]}${i + 1}`;
        places.set(seatNumber, { seatNumber, seatType, row, place, code: `${row}${place}` });
      }
    }
  }
  return places;
}

/** The code of one stored seat number ("D2"), or the number itself when the layout lacks it. */
export const seatCode = (places: ReadonlyMap<string, SeatPlace>, seatNumber: string) =>
  places.get(seatNumber)?.code ?? seatNumber;
