import type { WriteDeps } from '../../deps.ts';
import { loadState } from '../../infra/handle-command.ts';
import { screeningDecider } from './screening-decider.ts';
import type { ScreeningState } from './screening.ts';
import { screeningStreamId } from './stream-id.ts';

/** A screening's state as its next command would find it (outside a command). */
export const loadScreeningState = async (deps: Pick<WriteDeps, 'store'>, screeningId: string) =>
  (await loadState(deps.store, screeningStreamId(screeningId), screeningDecider)).state as ScreeningState;
