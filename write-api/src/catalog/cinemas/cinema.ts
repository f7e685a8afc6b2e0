import type { DomainEvent, EventData, SeatLayout, Timing } from '@cinema/contracts';

type ScreenConfigData = EventData<'ScreenConfigured'>;

/** Seats and prices (paise) of a screen's three classes. */
export type ScreenConfig = Pick<ScreenConfigData, 'regular' | 'balcony' | 'vip'>;

export interface ScreenState {
  screenId: string;
  name: string;
  position: number;
  /** Null until the admin sets seats and prices. */
  config: ScreenConfig | null;
  /** 0 before the first configuration, +1 with each (the ETag clients send back). */
  version: number;
}

export interface ShowState {
  showId: string;
  screenId: string;
  movieId: string;
  movieName: string;
  timing: Timing;
  showStart: string;
  showEnd: string;
  adminId: string;
  addedAt: string;
  /** The screenings' dates once live (the layout is frozen in ShowWentLive). */
  live: { dates: readonly string[]; liveAt: string; seatLayout: SeatLayout } | null;
}

export interface CinemaFields {
  cinemaId: string;
  cinemaName: string;
  pincode: string;
  cityId: string;
  cityName: string;
  adminId: string;
  addedAt: string;
}

/** A cinema: its own fields, its screens and its schedule of shows, all on one stream. */
export type CinemaState =
  | { status: 'none' }
  | {
      status: 'open';
      cinema: CinemaFields;
      /** By screen id, in position order. */
      screens: ReadonlyMap<string, ScreenState>;
      /** By show id, in the order they were added. */
      shows: ReadonlyMap<string, ShowState>;
    };
export type OpenCinema = Extract<CinemaState, { status: 'open' }>;

export const initialState = (): CinemaState => ({ status: 'none' });

export function evolve(state: CinemaState, event: DomainEvent): CinemaState {
  if (event.type === 'CinemaAdded') {
    const { screens, ...cinema } = event.data;
    return {
      status: 'open',
      cinema,
      screens: new Map(
        screens.map((s) => [s.screenId, { ...s, config: null, version: 0 } satisfies ScreenState]),
      ),
      shows: new Map(),
    };
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'ScreenConfigured': {
      const screen = state.screens.get(event.data.screenId);
      if (!screen) return state;
      const { regular, balcony, vip, version } = event.data;
      const screens = new Map(state.screens).set(screen.screenId, {
        ...screen,
        config: { regular, balcony, vip },
        version,
      });
      return { ...state, screens };
    }
    case 'ShowAdded': {
      const { cinemaId: _cinema, ...show } = event.data;
      return { ...state, shows: new Map(state.shows).set(show.showId, { ...show, live: null }) };
    }
    case 'ShowWentLive': {
      const show = state.shows.get(event.data.showId);
      if (!show) return state;
      const live = {
        dates: event.data.screenings.map((s) => s.date),
        liveAt: event.data.liveAt,
        seatLayout: event.data.seatLayout,
      };
      return { ...state, shows: new Map(state.shows).set(show.showId, { ...show, live }) };
    }
    default:
      return state;
  }
}
