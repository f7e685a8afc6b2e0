import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { TicketIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { myBookingsQuery } from '@/lib/api/get-my-bookings';
import { BookingCard } from './booking-card';
import { TicketDialog } from './ticket-dialog';
import { LoadError } from './ui/load-error';
import { PageFrame } from './ui/page-frame';
import { cardClass, primaryButtonClass } from './ui/styles';

const TITLE = 'Booking history';

/**
 * The spec's booking history (Viewer): the viewer's bookings, newest first, each opening its
 * ticket. Logged out, the visitor is sent to /login; other account types book nothing, so they
 * are told so rather than shown the server's refusal.
 */
export function TransactionsPage() {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  // On the app's own background (the body's), which runs on to the footer however short the list.
  return user && user.accountType !== 'Viewer' ? <NotAViewer /> : <BookingHistory />;
}

function BookingHistory() {
  const bookings = useQuery(myBookingsQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  const open = bookings.data?.find((booking) => booking._id === openId);
  return (
    <PageFrame title={TITLE} lead="Your tickets, newest first. Open one to see its QR code and seats.">
      {bookings.isPending ? (
        <Spinner label="Loading your bookings" />
      ) : bookings.error && !bookings.data ? (
        <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data?.length ? (
        <ul aria-label="Your bookings" className="space-y-4">
          {bookings.data.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} onOpen={setOpenId} />
            </li>
          ))}
        </ul>
      ) : (
        <NoBookings />
      )}
      {open && <TicketDialog booking={open} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}

function NoBookings() {
  return (
    <div className={`${cardClass} flex flex-col items-center px-6 py-12 text-center`}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <TicketIcon className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{PAGE_TEXTS.noBookings}</p>
      <p className="mt-1 text-slate-600">Tickets you book appear here.</p>
      <Link to={paths.movies.getHref()} className={`${primaryButtonClass} mt-6`}>
        Browse movies
      </Link>
    </div>
  );
}

function NotAViewer() {
  return (
    <PageFrame title={TITLE}>
      <p className={`${cardClass} p-6 text-slate-700`}>
        Booking history is kept for viewer accounts. Sign in with a viewer account to book and see tickets.
      </p>
    </PageFrame>
  );
}
