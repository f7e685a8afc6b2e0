import { useMutation } from '@tanstack/react-query';
import { COUNTER_TEXTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface AdmittedTicket {
  bookingId: string;
  movieName: string;
  screenName: string;
  date: string;
  timing: string;
  seats: string[];
  admittedAt: string;
}

/** Admits a scanned ticket at the door of a cinema the caller runs or staffs (refusals are toasted). */
export function useAdmitTicket() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await api<{ data: AdmittedTicket }>('counterVerifyTicket', { body: { token } })).data,
    onSuccess: () => toast.success(COUNTER_TEXTS.admitted),
  });
}
