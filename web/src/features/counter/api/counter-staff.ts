import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterStaffMember } from '@cinema/contracts';
import { COUNTER_TEXTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const staffKey = ['counter', 'staff'] as const;

/** The Admin's counter staff, one entry per person with the cinemas they staff. */
export const counterStaffQuery = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: async () => (await api<{ data: CounterStaffMember[] }>('counterStaff')).data,
  });

export interface StaffChange {
  email: string;
  cinemaIds: string[];
}

/** Names (grant) or removes (revoke) counter staff; the list is read again after either. */
export function useStaffChange(kind: 'grant' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffChange) =>
      api(kind === 'grant' ? 'grantCounterStaff' : 'revokeCounterStaff', { body: change }),
    onSuccess: () => {
      toast.success(kind === 'grant' ? COUNTER_TEXTS.granted : COUNTER_TEXTS.revoked);
      return queryClient.invalidateQueries({ queryKey: staffKey });
    },
  });
}
