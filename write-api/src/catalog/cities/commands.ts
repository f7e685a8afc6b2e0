import type { WriteDeps } from '../../deps.ts';
import { OPERATOR_ACTOR } from '../../infra/actors.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import { citiesDecider } from './decide.ts';
import { citiesStreamId } from './stream-id.ts';

/** The AddCity command, as the route and the demo-data loader both issue it. */
export async function addCity(deps: WriteDeps, cityName: string, addedBy: string | null) {
  const { events, position } = await handleCommand(
    deps.store,
    citiesStreamId(),
    citiesDecider,
    { type: 'AddCity', cityId: deps.newId(), cityName, addedBy, now: deps.clock() },
    { metadata: { actorId: addedBy ?? OPERATOR_ACTOR } },
  );
  return { city: events[0]!.data, position: position! };
}

/** The city registry as the write side knows it (ids by normalised name and names by id). */
export async function loadCities(deps: Pick<WriteDeps, 'store'>) {
  return (await loadState(deps.store, citiesStreamId(), citiesDecider)).state;
}
