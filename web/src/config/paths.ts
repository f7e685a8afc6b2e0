/** Every route of the spec (section 2), with an href builder per route. Params are URL-encoded. */
const enc = encodeURIComponent;

const withQuery = (path: string, query: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export interface MoviesQuery {
  q?: string;
  genre?: string;
  language?: string;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },

  // Accounts
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  otp: { path: '/otp', getHref: () => '/otp' },
  profile: { path: '/profile', getHref: () => '/profile' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },

  // Catalog and booking
  movies: { path: '/movies', getHref: (query?: MoviesQuery) => withQuery('/movies', { ...query }) },
  movieDetail: {
    path: '/movie/:movieName/:movieId',
    getHref: (movieName: string, movieId: string) => `/movie/${enc(movieName)}/${enc(movieId)}`,
  },
  shows: {
    path: '/shows/:movieName/:movieId',
    getHref: (movieName: string, movieId: string) => `/shows/${enc(movieName)}/${enc(movieId)}`,
  },
  seats: {
    path: '/buytickets/:movieId/:cinemaId/:timing/seats',
    getHref: (movieId: string, cinemaId: string, timing: string, date?: string) =>
      withQuery(`/buytickets/${enc(movieId)}/${enc(cinemaId)}/${enc(timing)}/seats`, { date }),
  },
  bookingTerms: { path: '/book/terms-conditions', getHref: () => '/book/terms-conditions' },
  transactions: { path: '/book/transactions', getHref: () => '/book/transactions' },

  // Footer help pages
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  currentOpening: { path: '/current-opening', getHref: () => '/current-opening' },
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  termsConditions: { path: '/terms-conditions', getHref: () => '/terms-conditions' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },

  // SuperAdmin
  addMovie: { path: '/movie/addMovie', getHref: () => '/movie/addMovie' },
  updateMovie: {
    path: '/movie/updatemovie/:movieId',
    getHref: (movieId: string) => `/movie/updatemovie/${enc(movieId)}`,
  },
  addCity: { path: '/addCity', getHref: () => '/addCity' },
  citiesRevenue: { path: '/cities-revenue', getHref: () => '/cities-revenue' },
  cityRevenue: { path: '/city-revenue/:cityId', getHref: (cityId: string) => `/city-revenue/${enc(cityId)}` },
  adminsDetails: { path: '/admins-details', getHref: () => '/admins-details' },
  adminDetails: {
    path: '/admin-details/:adminId',
    getHref: (adminId: string) => `/admin-details/${enc(adminId)}`,
  },

  // Admin
  addCinema: { path: '/cinema/addCinema', getHref: () => '/cinema/addCinema' },
  adminCinemas: { path: '/cinema/adminCinemas', getHref: () => '/cinema/adminCinemas' },
  updateScreen: {
    path: '/cinema/:cinemaId/updateScreen/:screenId',
    getHref: (cinemaId: string, screenId: string) => `/cinema/${enc(cinemaId)}/updateScreen/${enc(screenId)}`,
  },
  addShow: { path: '/show/addShow/:movieId', getHref: (movieId: string) => `/show/addShow/${enc(movieId)}` },
  liveYourShow: { path: '/show/liveYourShow', getHref: () => '/show/liveYourShow' },
  adminCitiesRevenue: { path: '/admin-cities-revenue', getHref: () => '/admin-cities-revenue' },
  adminCityRevenue: {
    path: '/admin-city-revenue/:cityId',
    getHref: (cityId: string) => `/admin-city-revenue/${enc(cityId)}`,
  },
  adminRevenue: { path: '/admin-revenue', getHref: () => '/admin-revenue' },
} as const;
