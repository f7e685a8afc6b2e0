import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Hold } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/api/query-keys';
import type { CheckoutResult } from '../checkout/checkout-result';
import type { OpenCheckout, PayPhase, PaySession } from '../checkout/pay-session';

export type { OpenCheckout, PayPhase };

type PayFlowEvents = Pick<PaySession, 'onHeld' | 'onRefused' | 'onEnded' | 'notify'>;

/** The pay flow's code stays out of the page's first load; choosing a seat fetches it. */
export const loadPaySession = () => import('../checkout/pay-session');

/** The pay flow's state for the page (phase, open sandbox checkout); the work is in pay-session. */
export function usePayFlow(events: PayFlowEvents) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [sandbox, setSandbox] = useState<OpenCheckout | null>(null);
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });

  const session = useCallback(
    (): PaySession => ({
      setPhase,
      setSandbox,
      onBooked: () => {
        // The booking history gains this booking: drop the cached one, so the page shows the new
        // list (read at this payment's position) rather than the old one first.
        queryClient.removeQueries({ queryKey: queryKeys.bookings.mine() });
        navigate(paths.transactions.getHref());
      },
      onHeld: (held) => latest.current.onHeld(held),
      onRefused: () => latest.current.onRefused(),
      onEnded: (keep) => latest.current.onEnded(keep),
      notify: (text) => latest.current.notify(text),
    }),
    [navigate, queryClient],
  );

  const start = useCallback(
    async (current: Hold | null, seatIds: readonly string[], description: string) => {
      setPhase(current ? 'ordering' : 'reserving');
      const { startPayment } = await loadPaySession();
      await startPayment(current, seatIds, description, session());
    },
    [session],
  );
  const finish = useCallback(
    async (open: OpenCheckout, result: CheckoutResult) => {
      const { finishPayment } = await loadPaySession();
      await finishPayment(open, result, session());
    },
    [session],
  );

  return { phase, sandbox, start, finish };
}
