import { screen, waitFor, within } from '@testing-library/react';
import type { Seat } from '@cinema/contracts';
import { aScreening, seatList } from './fixtures';
import { mockApi, type Reply } from '@/testing/mock-api';
import { dataReply } from './mock-api';

/** A seat's button by its stored number (V1, R7): the name people read is its map code ("D2"). */
const byNumber = (seatNumber: string) => (button: HTMLElement) => button.dataset.seatNumber === seatNumber;
const seatButtons = () => screen.getAllByRole('button', { name: /^Seat [A-Z]+\d+,/ });
export const seatButton = (seatNumber: string) => {
  const found = seatButtons().find(byNumber(seatNumber));
  if (!found) throw new Error(`No seat ${seatNumber} on the map`);
  return found;
};
export const findSeat = (seatNumber: string) => waitFor(() => seatButton(seatNumber));
export const payButton = () => screen.queryByRole('button', { name: /^Pay Rs\./ });
export const summary = () => screen.getByRole('complementary', { name: 'Your seats' });
export const findSummary = () => screen.findByRole('complementary', { name: 'Your seats' });
export const liveRegion = () =>
  document.querySelector<HTMLElement>('main [aria-live="polite"], [aria-live="polite"]');

/** The seat map answer of getMovieCinema. */
export const seatMapReply = (
  seats: Seat[] = seatList(),
  seatsAsOf = '100:1',
  screening = aScreening(),
): Reply => dataReply(seats, { screening, seatsAsOf });

/** A server that answers the seat map (and nothing else unless given). */
export function serveSeatMap(seats: Seat[] = seatList(), more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ getMovieCinema: seatMapReply(seats), getMyHold: dataReply(null), ...more });
}

/** The seat numbers of each row of a section's grid. */
export const rowsOf = (sectionTitle: string) =>
  within(screen.getByRole('grid', { name: new RegExp(`^${sectionTitle.replace('/', '\\/')}`) }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    );
