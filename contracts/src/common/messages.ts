// Every user-facing text of the spec's section 8 (and section 5), plus the server's own messages.
export const TOASTS = {
  unauthorized: 'Unauthorized. Please login again.',
  paymentRequired: 'Please purchase a plan to continue.',
  genericError: 'An error occurred',
  otpSent: 'OTP Sent Successfully',
  signup: 'Signup Successfull',
  login: 'Login Successful',
  logout: 'Logout Successfully',
  cinemaAdded: 'Cinema Added Successfully',
  screenUpdated: 'Screen Updated Successfully',
  showAdded: 'Show Added Successfully',
  showLived: 'Show Lived Successfully',
  cityAdded: 'City Added Successfully',
  movieAdded: 'Movie Added Successfully',
  movieUpdated: 'Movie Updated Successfully',
  paymentVerified: 'Payment verified successfully',
} as const;

export const FALLBACKS = {
  sendOtp: 'Error sending OTP',
  signup: 'Error during signup',
  login: 'Error during login',
  unexpectedLogin: 'Unexpected login error',
  addCinema: 'Error while adding cinema',
  updateScreen: 'Error while updating screen',
  getCinemas: 'Error while getting cinemas',
  addShow: 'Error while adding show',
  liveShow: 'Error while live show',
  getUnliveShows: 'Error while getting unlive show',
  getCities: 'Error while getting cities',
  addCity: 'Error while adding city',
  addMovie: 'Error while adding movie',
  updateMovie: 'Error while updating movie',
  fetchMovies: 'Failed to fetch movies',
  reserveSeats: 'Failed to reserve seats',
  capturePayment: 'Failed to capture payment',
  verifyPayment: 'Failed to verify payment',
  noResponse: 'No response from server',
  adminRevenue: 'Error while fetching admin revenue',
  superadminRevenue: 'Error while fetching superadmin revenue',
  cityRevenue: 'Error while fetching city revenue',
  adminCityRevenue: 'Error while fetching admin city revenue',
  adminCitiesRevenue: 'Error while fetching admin cities revenue',
  adminsData: 'Error while fetching admins data',
} as const;

export const VALIDATION = {
  email: 'Please enter a valid email address',
  contactNumber: 'Please enter a valid contact number',
  passwordMismatch: 'Password do not match',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  allFieldsRequired: 'All fields are required',
  bothFieldsRequired: 'Both fields are required',
  endDateBeforeStart: 'End date cannot be earlier than the start date.',
  passwordTooShort: 'Password must be at least 8 characters',
  otpLength: 'OTP must be 6 digits',
  /** The spec's rule for screen prices (positive integers), said where a fraction is refused. */
  wholeRupees: 'Price must be a whole number of rupees',
  wholeSeats: 'Seat count must be a whole number',
} as const;

export const GUARDS = {
  admin: 'This is protected Route for Admin',
  superAdmin: 'This is protected Route for SuperAdmin',
} as const;

export const PAGE_TEXTS = {
  notFound: 'Page not found',
  backToHome: 'Back to Home',
  noMovies: 'No movies found',
  movieNotFound: 'Movie not found',
  movieDetailsNotFound: 'Movie details not found',
  noShow: 'No Show Found',
  noBookings: 'No bookings found',
  noShowsToLive: 'No shows to do live',
  searchPlaceholder: 'Search for Movies, Events, Plays, Sports and Activities',
} as const;

/** Texts the server answers with where the spec names none. */
/** What the account calls answer when they refuse (login, SuperAdmin signup) or reset a password. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  inviteRequired: 'A valid invite code is required to sign up as SuperAdmin',
  passwordReset: 'Password reset successfully. Please log in.',
} as const;

export const SERVER_MESSAGES = {
  unauthorized: 'Unauthorized. Please login again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  tooLarge: 'Request is too large',
  unsupportedMedia: 'Send JSON in UTF-8, uncompressed or gzip/deflate/br',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** A stream holds an event this version cannot read: nothing on it can change until it is repaired. */
  streamUnreadable: (streamId: string) =>
    `This cannot be changed right now: its records (${streamId}) need repair. The operators have been told; please try again later.`,
  concurrency: 'Someone else changed this at the same time. Please try again.',
  cityExists: 'City already exists',
  cityAdded: 'City Added Successfully',
  citiesFetched: 'Cities fetched successfully',
  staleVersion:
    'Someone else changed this first. The latest version has been loaded; check it and save again.',
  // Movies
  movieAdded: 'Movie Added Successfully',
  movieUpdated: 'Movie Updated Successfully',
  movieNotFound: 'Movie not found',
  movieExists: 'This movie has already been added',
  moviesFetched: 'Movies fetched successfully',
  movieFetched: 'Movie fetched successfully',
  imagesRequired: 'Thumbnail and banner images are required',
  imageType: 'Images must be JPEG, PNG or WebP files',
  imageTooLarge: 'Each image must be 5 MB or smaller',
  imageTooManyPixels: 'Each image must be at most 50 megapixels',
  imageUrlRefused:
    'Images by URL are taken only as https links to the image hosts this server allows; upload the file instead',
  imageUrlFailed: 'The image could not be fetched from its URL; try again or upload the file',
  // Cinemas and screens
  cinemaAdded: 'Cinema Added Successfully',
  cinemasFetched: 'Cinemas fetched successfully',
  cityNotFound: 'City not found',
  cinemaNotFound: 'Cinema not found',
  screenUpdated: 'Screen Updated Successfully',
  screenNotFound: 'Screen not found',
  notYourCinema: 'You can only manage your own cinemas',
  // Shows
  showAdded: 'Show Added Successfully',
  showLived: 'Show Lived Successfully',
  showNotFound: 'Show not found',
  showAlreadyLive: 'This show is already live',
  showsFetched: 'Shows fetched successfully',
  showDateInPast: 'Show dates cannot be in the past',
  showTooLong: 'A show can run for at most 60 days',
  screenNotConfigured: 'Set the seats and prices of this screen before adding a show',
  showClash: 'This screen already has a show at this time on one of these dates',
  seatsFetched: 'Seats fetched successfully',
  noUpcomingScreening: 'No upcoming show found for this movie and cinema',
} as const;

/** The spec's loading button texts (section 4). */
export const LOADING_TEXTS = {
  creating: 'Creating...',
  signing: 'Signing...',
  verifying: 'Verifying...',
  adding: 'Adding...',
  submitting: 'Submitting...',
  updating: 'Updating...',
} as const;
