import { cinemaIdOf } from '@cinema/contracts';
import type { Caller } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { onCinema } from './commands.ts';
import type { Actor } from './screens-decide.ts';
import { cinemaView } from './views.ts';

const actorOf = (caller: Caller): Actor => ({
  accountId: caller.accountId,
  superAdmin: caller.accountType === 'SuperAdmin',
});

/** Runs one screen or cinema-details command; answers the cinema as it is afterwards. */
async function run(deps: WriteDeps, cinemaId: string, caller: Caller, command: Record<string, unknown>) {
  const actor = actorOf(caller);
  const full = { ...command, actor, now: deps.clock() } as Parameters<typeof onCinema>[2];
  const { cinema, position } = await onCinema(deps, cinemaId, full, caller.accountId);
  return { cinema: cinemaView(cinema), position: position ?? '0:0' };
}

export const addScreen = (deps: WriteDeps, input: { cinemaId: string; name?: string }, caller: Caller) =>
  run(deps, input.cinemaId, caller, { type: 'AddScreen', cinemaId: input.cinemaId, name: input.name });

export const renameScreen = (deps: WriteDeps, input: { screenId: string; name: string }, caller: Caller) =>
  run(deps, cinemaIdOf(input.screenId), caller, { type: 'RenameScreen', ...input });

export const retireScreen = (deps: WriteDeps, input: { screenId: string }, caller: Caller) =>
  run(deps, cinemaIdOf(input.screenId), caller, { type: 'RetireScreen', screenId: input.screenId });

export const changeCinemaDetails = (
  deps: WriteDeps,
  input: { cinemaId: string; cinemaName: string; pincode: string },
  caller: Caller,
) => run(deps, input.cinemaId, caller, { type: 'ChangeCinemaDetails', ...input });
