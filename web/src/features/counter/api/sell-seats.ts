import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterPaymentMethod, CounterTicket } from '@cinema/contracts';
import { COUNTER_TEXTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface CounterSale {
  seatIds: string[];
  method: CounterPaymentMethod;
  buyerName: string;
  buyerPhone: string;
  /** Where the cancellation mail goes should the cinema cancel the screening. */
  buyerEmail: string;
}

/** Sells the seats at the counter; the price is the server's. A refusal is toasted by the API client. */
export const sellSeats = async (sale: CounterSale): Promise<CounterTicket> =>
  (await api<{ data: CounterTicket }>('counterSellSeats', { body: sale })).data;

/** After a sale, or a refusal (a seat taken meanwhile), the seat map is read again at once. */
export function useSellSeats(screeningId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellSeats,
    onSuccess: () => toast.success(COUNTER_TEXTS.sold),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['counter', 'seat-map', screeningId] }),
  });
}
