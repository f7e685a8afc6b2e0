import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddScreenRequest,
  Cinema,
  RenameScreenRequest,
  RetireScreenRequest,
  RouteKey,
  UpdateCinemaRequest,
} from '@cinema/contracts';
import { SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { myCinemasKey } from './get-cinema-details';

const call =
  <I>(route: RouteKey, fallback: string) =>
  async (input: I): Promise<Cinema> =>
    (await api<{ data: Cinema }>(route, { body: input, fallback, toastErrors: false })).data;

export const addScreen = call<AddScreenRequest>('addScreen', SCREEN_MESSAGES.addScreenFailed);
export const renameScreen = call<RenameScreenRequest>('renameScreen', SCREEN_MESSAGES.renameScreenFailed);
export const retireScreen = call<RetireScreenRequest>('retireScreen', SCREEN_MESSAGES.retireScreenFailed);
export const updateCinema = call<UpdateCinemaRequest>('updateCinema', SCREEN_MESSAGES.updateCinemaFailed);

/** Each change answers the whole cinema: it replaces that cinema in the list, which is read again. */
function useCinemaChange<I>(mutationFn: (input: I) => Promise<Cinema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cinema) => {
      queryClient.setQueryData<Cinema[]>(myCinemasKey, (list) =>
        list?.map((c) => (c._id === cinema._id ? cinema : c)),
      );
      return queryClient.invalidateQueries({ queryKey: myCinemasKey });
    },
  });
}

export const useAddScreen = () => useCinemaChange(addScreen);
export const useRenameScreen = () => useCinemaChange(renameScreen);
export const useRetireScreen = () => useCinemaChange(retireScreen);
export const useUpdateCinema = () => useCinemaChange(updateCinema);
