import { cinemaIdOf, rupeesToPaise } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import { citiesDecider } from '../cities/decide.ts';
import { citiesStreamId } from '../cities/stream-id.ts';
import type { OpenCinema, ScreenConfig } from './cinema.ts';
import { cinemaDecider, type CinemaCommand } from './cinema-decider.ts';
import { cinemaStreamId } from './stream-id.ts';
import { cinemaView, screenView } from './views.ts';

/** A command on a cinema's stream; the answer carries the cinema as it is afterwards. */
export async function onCinema(deps: WriteDeps, cinemaId: string, command: CinemaCommand, actorId: string) {
  const { events, position, state } = await handleCommand(
    deps.store,
    cinemaStreamId(cinemaId),
    cinemaDecider,
    command,
    { metadata: { actorId } },
  );
  // Null only when the command changed nothing (the same id issued again by the demo loader).
  return { events, position, cinema: state as OpenCinema };
}

export interface AddCinemaInput {
  cinemaName: string;
  pincode: string;
  cityId: string;
  /** Normally new; the demo loader passes a fixed one so a restart adds nothing twice. */
  cinemaId?: string;
}

/** AddCinema: the city must exist; the cinema opens with its screens, none configured. */
export async function addCinema(deps: WriteDeps, input: AddCinemaInput, adminId: string) {
  const cinemaId = input.cinemaId ?? deps.newId();
  if (cinemaIdOf(cinemaId) !== cinemaId) throw new TypeError(`A cinema id cannot contain "." (${cinemaId})`);
  const { state: cities } = await loadState(deps.store, citiesStreamId(), citiesDecider);
  const { cinema, position } = await onCinema(
    deps,
    cinemaId,
    {
      type: 'AddCinema',
      cinemaId,
      cinemaName: input.cinemaName,
      pincode: input.pincode,
      cityId: input.cityId,
      cityName: cities.byId.get(input.cityId) ?? null,
      adminId,
      now: deps.clock(),
    },
    adminId,
  );
  return { cinema: cinemaView(cinema), position };
}

interface ClassInput {
  seat: number;
  /** Rupees. */
  price: number;
}
export interface ConfigureScreenInput {
  screenId: string;
  regular: ClassInput;
  bolcony: ClassInput;
  vip: ClassInput;
}

const inPaise = (c: ClassInput) => ({ seats: c.seat, pricePaise: rupeesToPaise(c.price) });

/** ConfigureScreen (the spec's Update Screen): the cinema is named by the screen id's prefix. */
export async function configureScreen(
  deps: WriteDeps,
  input: ConfigureScreenInput,
  adminId: string,
  expectedVersion?: number,
) {
  const classes: ScreenConfig = {
    regular: inPaise(input.regular),
    balcony: inPaise(input.bolcony),
    vip: inPaise(input.vip),
  };
  const cinemaId = cinemaIdOf(input.screenId);
  const { cinema, position } = await onCinema(
    deps,
    cinemaId,
    {
      type: 'ConfigureScreen',
      screenId: input.screenId,
      classes,
      expectedVersion,
      adminId,
      now: deps.clock(),
    },
    adminId,
  );
  return { screen: screenView(cinemaId, cinema.screens.get(input.screenId)!), position: position! };
}

/** A cinema's state as the write side knows it (screens, schedule), for callers outside a command. */
export async function loadCinema(deps: Pick<WriteDeps, 'store'>, cinemaId: string) {
  return (await loadState(deps.store, cinemaStreamId(cinemaId), cinemaDecider)).state;
}
