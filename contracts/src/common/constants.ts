// The spec's business constants (section 9). Nothing else in the repository defines these.
export const ACCOUNT_TYPES = ['Viewer', 'Admin', 'SuperAdmin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'Viewer';

export const CATEGORIES = ['Hollywood', 'Bollywood', 'South'] as const;
export const GENRES = [
  'Action',
  'Adventure',
  'Comedy',
  'Drama',
  'Family',
  'Horror',
  'Romantic',
  'Sci-Fi',
  'Sports',
  'Thriller',
] as const;
export const LANGUAGES = ['English', 'Hindi', 'Kannada', 'Telugu', 'Tamil'] as const;
/** A movie's limits (names, summary, cast and crew sizes, images); the forms and the server share them. */
export const MOVIE_LIMITS = {
  nameLength: 120,
  summaryLength: 2000,
  castMembers: 40,
  crewMembers: 40,
  personNameLength: 80,
  /** Per uploaded image, before re-encoding. */
  imageBytes: 5 * 1024 * 1024,
} as const;
/** Image formats a movie's thumbnail or banner may be (checked by content on the server, not by name). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FORMATS = ['2D', '3D', '4DX', 'IMAX', 'Dolby Digital'] as const;
export const SEAT_CLASSES = ['REGULAR', 'BALCONY', 'VIP'] as const;
export type SeatClass = (typeof SEAT_CLASSES)[number];
export const SEAT_STATUSES = ['Available', 'Reserved', 'Booked'] as const;

/**
 * Show timings: value and label as the spec spells them, the hour a show starts (24h clock), and
 * `span`, what a viewer reads: when it starts and ends ("12am" in the spec is noon, "12pm" midnight).
 */
export const TIMINGS = [
  { value: '9-12am', label: '9am to 12am', startHour: 9, span: '9 AM – 12 noon' },
  { value: '3-6pm', label: '3pm to 6pm', startHour: 15, span: '3 PM – 6 PM' },
  { value: '9-12pm', label: '9pm to 12pm', startHour: 21, span: '9 PM – 12 midnight' },
] as const;
export type Timing = (typeof TIMINGS)[number]['value'];
export const TIMING_VALUES = TIMINGS.map((t) => t.value) as [Timing, ...Timing[]];

export const LIMITS = {
  otpLength: 6,
  otpCountdownSeconds: 60,
  otpResendCountdownSeconds: 120,
  otpExpiryMinutes: 10,
  otpMaxWrongTries: 5,
  contactNumberDigits: 10,
  contactNumberPrefix: '+91',
  passwordMinLength: 8,
  splashMs: 7000,
  carouselIntervalMs: 3000,
  desktopBanners: 4,
  mobileBanners: 3,
  trailers: 5,
  premiereTitles: 7,
  liveEventImages: 5,
  dateStripDays: 7,
  seatGridColumns: 5,
  youMightAlsoLike: 6,
  minimumTicketsForShow: 6,
  maxSeatsPerBooking: 10,
  seatHoldMinutes: 8,
} as const;

/**
 * Seat holds: how long reserved seats stay the viewer's (SEAT_HOLD_MINUTES on the server changes
 * it), the one extension, and when the seat page warns that the time is running out (WCAG 2.2.1).
 */
export const HOLD_POLICY = {
  minutes: 8,
  extendMinutes: 4,
  extensions: 1,
  warnSecondsBefore: 60,
} as const;

export const CURRENCY = 'INR';
export const FEATURED_CITY = 'Indore';
export const MOBILE_BREAKPOINTS = [400, 430, 640] as const;

export const SOCKET_OPTIONS = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
  transports: ['websocket', 'polling'],
  withCredentials: true,
} as const;

export const TOAST_DEFAULTS = {
  limit: 20,
  errorDurationMs: 4000,
  successDurationMs: 2000,
} as const;

/** Cities the demo data creates (Indore featured). */
export const DEMO_CITIES = [
  'Indore',
  'Mumbai',
  'Delhi-NCR',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Kolkata',
  'Kochi',
] as const;
