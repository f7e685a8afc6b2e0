import type { Cinema, City, Movie, Screen, SeatClassView, Show } from '@cinema/contracts';

const seatClass = (name: string, seat: number, price: number): SeatClassView => ({
  name,
  seat,
  price,
  pricePaise: price * 100,
});

/** Screen-n of a cinema; configured with 100/50/20 seats at Rs 150/250/400 unless told otherwise. */
export function aScreen(position: number, overrides: Partial<Screen> = {}): Screen {
  const configured = overrides.configured ?? true;
  return {
    _id: `cin-1.s${position}`,
    cinemaId: 'cin-1',
    name: `Screen-${position}`,
    position,
    configured,
    regular: configured ? seatClass('REGULAR', 100, 150) : null,
    bolcony: configured ? seatClass('BALCONY', 50, 250) : null,
    vip: configured ? seatClass('VIP', 20, 400) : null,
    version: configured ? 1 : 0,
    ...overrides,
  };
}

export function aCinema(overrides: Partial<Cinema> = {}): Cinema {
  const screenDetails = overrides.screenDetails ?? [
    aScreen(1),
    aScreen(2, { configured: false }),
    aScreen(3, { configured: false }),
  ];
  return {
    _id: 'cin-1',
    cinemaName: 'Cine Yatra Treasure Island',
    pincode: '452001',
    cityId: { _id: 'city-indore', cityName: 'Indore' },
    screens: screenDetails.map((s) => s._id),
    screenDetails,
    createdAt: '2026-01-15T10:00:00.000Z',
    retiredScreens: [],
    ...overrides,
  };
}

export const aCity = (cityName: string, featured = false): City => ({
  _id: `city-${cityName.toLowerCase()}`,
  cityName,
  featured,
});

const image = (path: string) => ({
  src: path,
  srcSet: `${path} 300w`,
  fallbackSrcSet: `${path} 300w`,
  width: 300,
  height: 450,
});

export function aMovie(overrides: Partial<Movie> = {}): Movie {
  return {
    _id: 'mov-1',
    movieName: 'Sholay Returns',
    categories: ['Bollywood'],
    releaseDate: '2026-01-01',
    summary: 'A classic returns.',
    genres: ['Action'],
    cast: ['Asha'],
    crew: [{ name: 'Ravi', profession: 'Director' }],
    supportingLanguages: ['Hindi'],
    thumbnail: '/media/t-300.jpg',
    banner: '/media/b-1200.jpg',
    images: { thumbnail: image('/media/t-300.jpg'), banner: image('/media/b-1200.jpg') },
    version: 1,
    ...overrides,
  };
}

export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    _id: 'show-1',
    showId: 'show-1',
    movieId: { _id: 'mov-1', movieName: 'Sholay Returns', thumbnail: '/media/t-300.jpg' },
    cinemaId: {
      _id: 'cin-1',
      cinemaName: 'Cine Yatra Treasure Island',
      cityId: { _id: 'city-indore', cityName: 'Indore' },
    },
    screenId: 'cin-1.s1',
    screenName: 'Screen-1',
    screens: ['cin-1.s1'],
    timing: '3-6pm',
    showStart: '2026-06-05',
    showEnd: '2026-06-11',
    live: false,
    ...overrides,
  };
}
