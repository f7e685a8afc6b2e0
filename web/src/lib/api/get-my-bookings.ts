import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@cinema/contracts';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * The viewer's own bookings, newest first. Reached right after a payment, the call carries the
 * payment's position (the API client sends the highest one it has seen), so the read waits until
 * the new booking is in the read model (and asks again while the read side says it is behind). A
 * failure is toasted by the API client (the spec's rule). Shared: the seat page's payment drops it.
 */
export const getMyBookings = async (): Promise<Booking[]> =>
  (await api<{ bookings: Booking[] }>('fetchBookings', { staleRetries: 10 })).bookings;

export const myBookingsQuery = () =>
  queryOptions({ queryKey: queryKeys.bookings.mine(), queryFn: getMyBookings });
