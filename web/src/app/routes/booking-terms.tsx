import { BookingTermsPage } from '@/features/bookings/components/booking-terms-page';

/** /book/terms-conditions: the booking rules; Accept continues to the same-site `next` path. */
export default function BookingTermsRoute() {
  return <BookingTermsPage />;
}
