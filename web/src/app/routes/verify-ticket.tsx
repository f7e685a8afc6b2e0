import { RequireRole } from '@/components/guards/require-role';
import { VerifyTicketPage } from '@/features/bookings/components/verify-ticket-page';

/** /cinema/verifyTicket: an Admin checks a ticket's QR code at the door. */
export default function VerifyTicketRoute() {
  return (
    <RequireRole role="Admin">
      <VerifyTicketPage />
    </RequireRole>
  );
}
