/**
 * Passwords written into this repository: the demo accounts' old fixed password (the README gave
 * it to everyone) and the ones the tests and benches use. Anyone can read them, so they never
 * open an account the server creates for itself (demo accounts, the SuperAdmin CLI).
 */
export const PUBLISHED_PASSWORDS: readonly string[] = [
  'Demo@1234',
  'Secret@123',
  'Brand@New1',
  'Wrong@1234',
  'Bench@12345',
  'popcorn-123',
];

export const isPublishedPassword = (password: string) => PUBLISHED_PASSWORDS.includes(password.trim());
