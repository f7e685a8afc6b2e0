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
  /** Set once retired: it keeps its past shows and takes no new ones. */
  retiredAt: string | null;
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
  /** Set once the cinema cancelled it: it never goes live, sells or clashes again. */
  cancelled?: { reason: string; cancelledAt: string; cancelledBy: string };
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
      screens: new Map(screens.map((s) => [s.screenId, newScreen(s)])),
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
    case 'ScreenAdded': {
      const { screenId, name, position } = event.data;
      return {
        ...state,
        screens: new Map(state.screens).set(screenId, newScreen({ screenId, name, position })),
      };
    }
    case 'ScreenRenamed':
      return withScreen(state, event.data.screenId, (s) => ({ ...s, name: event.data.name }));
    case 'ScreenRetired':
      return withScreen(state, event.data.screenId, (s) => ({ ...s, retiredAt: event.data.retiredAt }));
    case 'CinemaDetailsChanged': {
      const { cinemaName, pincode } = event.data;
      return { ...state, cinema: { ...state.cinema, cinemaName, pincode } };
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
    case 'ShowEdited': {
      const { screenId, timing, showStart, showEnd } = event.data;
      return withShow(state, event.data.showId, (s) => ({ ...s, screenId, timing, showStart, showEnd }));
    }
    case 'ShowRunExtended': {
      const added = event.data.screenings.map((s) => s.date);
      return withShow(state, event.data.showId, (s) => ({
        ...s,
        showEnd: event.data.showEnd,
        live: s.live && { ...s.live, dates: [...s.live.dates, ...added] },
      }));
    }
    case 'ShowCancelled': {
      const show = state.shows.get(event.data.showId);
      if (!show) return state;
      const { reason, cancelledAt, cancelledBy } = event.data;
      const cancelled = { reason, cancelledAt, cancelledBy };
      return { ...state, shows: new Map(state.shows).set(show.showId, { ...show, cancelled }) };
    }
    default:
      return state;
  }
}

const newScreen = (s: Pick<ScreenState, 'screenId' | 'name' | 'position'>): ScreenState => ({
  ...s,
  config: null,
  version: 0,
  retiredAt: null,
});

function withScreen(state: OpenCinema, screenId: string, change: (s: ScreenState) => ScreenState) {
  const screen = state.screens.get(screenId);
  return screen ? { ...state, screens: new Map(state.screens).set(screenId, change(screen)) } : state;
}

function withShow(state: OpenCinema, showId: string, change: (s: ShowState) => ShowState) {
  const show = state.shows.get(showId);
  return show ? { ...state, shows: new Map(state.shows).set(showId, change(show)) } : state;
}
