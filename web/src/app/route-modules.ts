import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ default: ComponentType }>;

/**
 * Each page's own chunk, loaded with its route. The key names the route in `paths` (and the file
 * in app/routes/ is its kebab-case), which is how the build's preload map links a URL to its chunk.
 */
export const routeModules = {
  home: () => import('./routes/home'),
  signup: () => import('./routes/signup'),
  otp: () => import('./routes/otp'),
  login: () => import('./routes/login'),
  profile: () => import('./routes/profile'),
  forgotPassword: () => import('./routes/forgot-password'),
  movies: () => import('./routes/movies'),
  movieDetail: () => import('./routes/movie-detail'),
  movieById: () => import('./routes/movie-by-id'),
  shows: () => import('./routes/shows'),
  footerCategory: () => import('./routes/footer-category'),
  aboutUs: () => import('./routes/about-us'),
  contactUs: () => import('./routes/contact-us'),
  currentOpening: () => import('./routes/current-opening'),
  faqs: () => import('./routes/faqs'),
  termsConditions: () => import('./routes/terms-conditions'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  addCity: () => import('./routes/add-city'),
  addMovie: () => import('./routes/add-movie'),
  updateMovie: () => import('./routes/update-movie'),
  addCinema: () => import('./routes/add-cinema'),
  adminCinemas: () => import('./routes/admin-cinemas'),
  updateScreen: () => import('./routes/update-screen'),
  addShow: () => import('./routes/add-show'),
  liveYourShow: () => import('./routes/live-your-show'),
  cancelShows: () => import('./routes/cancel-shows'),
  editShows: () => import('./routes/edit-shows'),
  manageScreens: () => import('./routes/manage-screens'),
  seats: () => import('./routes/seats'),
  bookingTerms: () => import('./routes/booking-terms'),
  transactions: () => import('./routes/transactions'),
  verifyTicket: () => import('./routes/verify-ticket'),
  citiesRevenue: () => import('./routes/cities-revenue'),
  cityRevenue: () => import('./routes/city-revenue'),
  adminsDetails: () => import('./routes/admins-details'),
  adminDetails: () => import('./routes/admin-details'),
  adminCitiesRevenue: () => import('./routes/admin-cities-revenue'),
  adminCityRevenue: () => import('./routes/admin-city-revenue'),
  adminRevenue: () => import('./routes/admin-revenue'),
  cinemaSales: () => import('./routes/cinema-sales'),
  screeningSales: () => import('./routes/screening-sales'),
  counter: () => import('./routes/counter'),
  counterStaff: () => import('./routes/counter-staff'),
} satisfies Record<string, RouteModule>;

export const notFoundModule: RouteModule = () => import('./routes/not-found');
