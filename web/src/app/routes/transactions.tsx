import { TransactionsPage } from '@/features/bookings/components/transactions-page';
import { QueryProvider } from '@/lib/query-provider';

/** /book/transactions: the viewer's booking history and tickets (logged out: /login). */
export default function TransactionsRoute() {
  return (
    <QueryProvider>
      <TransactionsPage />
    </QueryProvider>
  );
}
