/**
 * The web app's route patterns (the spec's section 2), one list for both sides: the SPA's router
 * builds its routes and links from it, and the server answers a path that matches none with 404.
 */
export const SPA_PATHS = {
  home: '/',
  // Accounts
  login: '/login',
  signup: '/signup',
  otp: '/otp',
  profile: '/profile',
  forgotPassword: '/forgot-password',
  // Catalog and booking
  movies: '/movies',
  movieDetail: '/movie/:movieName/:movieId',
  // The spec's other form of the movie-detail path; /movie/addMovie (static) still wins over it.
  movieById: '/movie/:movieId',
  shows: '/shows/:movieName/:movieId',
  seats: '/buytickets/:movieId/:cinemaId/:timing/seats',
  // Beyond the spec: a footer category (a city, a title, a genre, a sport…), as far as we list it.
  footerCategory: '/explore/:group/:slug',
  bookingTerms: '/book/terms-conditions',
  transactions: '/book/transactions',
  // Footer help pages
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  currentOpening: '/current-opening',
  faqs: '/faqs',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
  // SuperAdmin
  addMovie: '/movie/addMovie',
  updateMovie: '/movie/updatemovie/:movieId',
  addCity: '/addCity',
  citiesRevenue: '/cities-revenue',
  cityRevenue: '/city-revenue/:cityId',
  adminsDetails: '/admins-details',
  adminDetails: '/admin-details/:adminId',
  // Admin
  addCinema: '/cinema/addCinema',
  adminCinemas: '/cinema/adminCinemas',
  updateScreen: '/cinema/:cinemaId/updateScreen/:screenId',
  addShow: '/show/addShow/:movieId',
  liveYourShow: '/show/liveYourShow',
  // Beyond the spec: cancel a show or one date, refunding every booking.
  cancelShows: '/show/cancelShows',
  // Beyond the spec: edit a show not live yet, extend a live show's run.
  editShows: '/show/editShows',
  // Beyond the spec: add, rename and retire screens, edit the cinema's name and pincode (?cinema=<id>).
  manageScreens: '/cinema/screens',
  // Beyond the spec: the admin checks a ticket's QR code at the door.
  verifyTicket: '/cinema/verifyTicket',
  adminCitiesRevenue: '/admin-cities-revenue',
  adminCityRevenue: '/admin-city-revenue/:cityId',
  adminRevenue: '/admin-revenue',
  // Beyond the spec: a cinema's sales per screening, a screening's buyers.
  cinemaSales: '/cinema/:cinemaId/sales',
  screeningSales: '/cinema/sales/:screeningId',
  // Beyond the spec: selling walk-in seats at the counter (Admin or counter staff), and the staff.
  counter: '/counter',
  counterStaff: '/cinema/counterStaff',
} as const;

export type SpaPathName = keyof typeof SPA_PATHS;

const segments = (path: string) => path.split('/').filter(Boolean);
const patterns = Object.values(SPA_PATHS).map(segments);

/**
 * Whether the SPA has a page for this pathname, matched as React Router matches by default: case
 * does not matter, a trailing slash does not matter, a `:param` takes any one non-empty segment.
 */
export function isSpaPath(pathname: string): boolean {
  const parts = segments(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === parts[i]!.toLowerCase()),
  );
}
