import { SPA_PATHS } from '@cinema/contracts/browser';

/**
 * Every route of the spec (section 2), with an href builder per route. Params are URL-encoded. The
 * patterns are the contracts' SPA_PATHS, which the server also reads to answer unknown paths with 404.
 */
const enc = encodeURIComponent;

type QueryValue = string | readonly string[] | undefined;

/** A query string from the given values: a list repeats its key (`?genre=Action&genre=Drama`); empty values are left out. */
const withQuery = (path: string, query: Record<string, QueryValue> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of typeof value === 'string' ? [value] : (value ?? []))
      if (item) params.append(key, item);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The movie list's query: a name search and the filter drawer's choices (spec section 5). */
export interface MoviesQuery {
  q?: string;
  genre?: string | readonly string[];
  language?: string | readonly string[];
  format?: string | readonly string[];
}

export const paths = {
  home: { path: SPA_PATHS.home, getHref: () => '/' },

  // Accounts
  login: { path: SPA_PATHS.login, getHref: () => '/login' },
  signup: { path: SPA_PATHS.signup, getHref: () => '/signup' },
  otp: { path: SPA_PATHS.otp, getHref: () => '/otp' },
  profile: { path: SPA_PATHS.profile, getHref: () => '/profile' },
  forgotPassword: { path: SPA_PATHS.forgotPassword, getHref: () => '/forgot-password' },

  // Catalog and booking
  movies: { path: SPA_PATHS.movies, getHref: (query?: MoviesQuery) => withQuery('/movies', { ...query }) },
  movieDetail: {
    path: SPA_PATHS.movieDetail,
    getHref: (movieName: string, movieId: string) => `/movie/${enc(movieName)}/${enc(movieId)}`,
  },
  movieById: { path: SPA_PATHS.movieById, getHref: (movieId: string) => `/movie/${enc(movieId)}` },
  shows: {
    path: SPA_PATHS.shows,
    getHref: (movieName: string, movieId: string) => `/shows/${enc(movieName)}/${enc(movieId)}`,
  },
  seats: {
    path: SPA_PATHS.seats,
    getHref: (movieId: string, cinemaId: string, timing: string, date?: string) =>
      withQuery(`/buytickets/${enc(movieId)}/${enc(cinemaId)}/${enc(timing)}/seats`, { date }),
  },
  // Beyond the spec: where a footer category link leads (see footer-links.ts).
  footerCategory: {
    path: SPA_PATHS.footerCategory,
    getHref: (group: string, slug: string) => `/explore/${enc(group)}/${enc(slug)}`,
  },
  bookingTerms: { path: SPA_PATHS.bookingTerms, getHref: () => '/book/terms-conditions' },
  transactions: { path: SPA_PATHS.transactions, getHref: () => '/book/transactions' },

  // Footer help pages
  aboutUs: { path: SPA_PATHS.aboutUs, getHref: () => '/about-us' },
  contactUs: { path: SPA_PATHS.contactUs, getHref: () => '/contact-us' },
  currentOpening: { path: SPA_PATHS.currentOpening, getHref: () => '/current-opening' },
  faqs: { path: SPA_PATHS.faqs, getHref: () => '/faqs' },
  termsConditions: { path: SPA_PATHS.termsConditions, getHref: () => '/terms-conditions' },
  privacyPolicy: { path: SPA_PATHS.privacyPolicy, getHref: () => '/privacy-policy' },

  // SuperAdmin
  addMovie: { path: SPA_PATHS.addMovie, getHref: () => '/movie/addMovie' },
  updateMovie: {
    path: SPA_PATHS.updateMovie,
    getHref: (movieId: string) => `/movie/updatemovie/${enc(movieId)}`,
  },
  addCity: { path: SPA_PATHS.addCity, getHref: () => '/addCity' },
  citiesRevenue: { path: SPA_PATHS.citiesRevenue, getHref: () => '/cities-revenue' },
  cityRevenue: { path: SPA_PATHS.cityRevenue, getHref: (cityId: string) => `/city-revenue/${enc(cityId)}` },
  adminsDetails: { path: SPA_PATHS.adminsDetails, getHref: () => '/admins-details' },
  adminDetails: {
    path: SPA_PATHS.adminDetails,
    getHref: (adminId: string) => `/admin-details/${enc(adminId)}`,
  },

  // Admin
  addCinema: { path: SPA_PATHS.addCinema, getHref: () => '/cinema/addCinema' },
  adminCinemas: { path: SPA_PATHS.adminCinemas, getHref: () => '/cinema/adminCinemas' },
  updateScreen: {
    path: SPA_PATHS.updateScreen,
    getHref: (cinemaId: string, screenId: string) => `/cinema/${enc(cinemaId)}/updateScreen/${enc(screenId)}`,
  },
  addShow: { path: SPA_PATHS.addShow, getHref: (movieId: string) => `/show/addShow/${enc(movieId)}` },
  liveYourShow: { path: SPA_PATHS.liveYourShow, getHref: () => '/show/liveYourShow' },
  cancelShows: { path: SPA_PATHS.cancelShows, getHref: () => '/show/cancelShows' },
  editShows: { path: SPA_PATHS.editShows, getHref: () => '/show/editShows' },
  manageScreens: {
    path: SPA_PATHS.manageScreens,
    getHref: (cinemaId?: string) =>
      cinemaId ? `/cinema/screens?cinema=${enc(cinemaId)}` : '/cinema/screens',
  },
  verifyTicket: { path: SPA_PATHS.verifyTicket, getHref: () => '/cinema/verifyTicket' },
  adminCitiesRevenue: { path: SPA_PATHS.adminCitiesRevenue, getHref: () => '/admin-cities-revenue' },
  adminCityRevenue: {
    path: SPA_PATHS.adminCityRevenue,
    getHref: (cityId: string) => `/admin-city-revenue/${enc(cityId)}`,
  },
  adminRevenue: { path: SPA_PATHS.adminRevenue, getHref: () => '/admin-revenue' },
  counter: { path: SPA_PATHS.counter, getHref: () => '/counter' },
  counterStaff: { path: SPA_PATHS.counterStaff, getHref: () => '/cinema/counterStaff' },
  cinemaSales: {
    path: SPA_PATHS.cinemaSales,
    getHref: (cinemaId: string, date?: string) =>
      `/cinema/${enc(cinemaId)}/sales${date ? `?date=${enc(date)}` : ''}`,
  },
  screeningSales: {
    path: SPA_PATHS.screeningSales,
    getHref: (screeningId: string) => `/cinema/sales/${enc(screeningId)}`,
  },
} as const;
