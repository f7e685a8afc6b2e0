import type { Show } from '@cinema/contracts';
import type { OpenCinema, ShowState } from '../../catalog/cinemas/cinema.ts';

/** A show in the contract's shape, its movie and cinema populated as the spec's lists read them. */
export function showView({ cinema, screens }: OpenCinema, show: ShowState, thumbnail = ''): Show {
  return {
    _id: show.showId,
    showId: show.showId,
    movieId: { _id: show.movieId, movieName: show.movieName, thumbnail },
    cinemaId: {
      _id: cinema.cinemaId,
      cinemaName: cinema.cinemaName,
      cityId: { _id: cinema.cityId, cityName: cinema.cityName },
    },
    screenId: show.screenId,
    screenName: screens.get(show.screenId)?.name ?? '',
    screens: [show.screenId],
    timing: show.timing,
    showStart: show.showStart,
    showEnd: show.showEnd,
    live: show.live !== null,
  };
}
