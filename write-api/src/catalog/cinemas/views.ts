import { paiseToRupees, type Cinema, type Screen, type SeatClassView } from '@cinema/contracts';
import type { OpenCinema, ScreenState } from './cinema.ts';

const classView = (name: string, c: { seats: number; pricePaise: number }): SeatClassView => ({
  name,
  seat: c.seats,
  price: paiseToRupees(c.pricePaise),
  pricePaise: c.pricePaise,
});

/** A screen in the contract's shape: classes in rupees and paise, null until configured. */
export function screenView(cinemaId: string, screen: ScreenState): Screen {
  const { config } = screen;
  return {
    _id: screen.screenId,
    cinemaId,
    name: screen.name,
    position: screen.position,
    configured: config !== null,
    regular: config && classView('REGULAR', config.regular),
    bolcony: config && classView('BALCONY', config.balcony),
    vip: config && classView('VIP', config.vip),
    version: screen.version,
  };
}

/** Screens in use in the spec's lists; retired ones apart, so the spec's answers stay as they were. */
export function cinemaView({ cinema, screens }: OpenCinema): Cinema {
  const all = [...screens.values()].sort((a, b) => a.position - b.position);
  const ordered = all.filter((s) => !s.retiredAt);
  return {
    _id: cinema.cinemaId,
    cinemaName: cinema.cinemaName,
    pincode: cinema.pincode,
    cityId: { _id: cinema.cityId, cityName: cinema.cityName },
    screens: ordered.map((s) => s.screenId),
    screenDetails: ordered.map((s) => screenView(cinema.cinemaId, s)),
    createdAt: cinema.addedAt,
    retiredScreens: all.flatMap((s) =>
      s.retiredAt ? [{ ...screenView(cinema.cinemaId, s), retiredAt: s.retiredAt }] : [],
    ),
  };
}
