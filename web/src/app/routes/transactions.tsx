import { TransactionsPage } from '@/features/bookings/components/transactions-page';

/** /book/transactions: the viewer's booking history and tickets (logged out: /login). */
export default function TransactionsRoute() {
  return <TransactionsPage />;
}
