import type { Booking } from '@cinema/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/**
 * The viewer's own bookings, newest first. Reached right after a payment, the call carries the
 * payment's position (the API client sends the highest one it has seen), so the read waits until
 * the new booking is in the read model (and asks again while the read side says it is behind). A failure is toasted by the API client (the spec's rule).
 */
export const fetchBookings = async (): Promise<Booking[]> =>
  (await api<{ bookings: Booking[] }>('fetchBookings', { staleRetries: 10 })).bookings;

export const useBookings = () => useApiQuery(fetchBookings);
