/*
 * Layout: feature code in `<capability>/<slice>/` (accounts/account, accounts/otp, catalog/cities),
 * each slice with `<aggregate>.ts` (state + evolve), `decide.ts`, `commands.ts` (what routes call),
 * `routes.ts`, `stream-id.ts` and its specs; machinery in `infra/`; composition (app, deps, config,
 * main) here at the root.
 */
export { createWriteApp, createWriteRouter } from './app.ts';
export type { WriteDeps } from './deps.ts';
export { addCity, loadCities } from './catalog/cities/commands.ts';
export { CityAlreadyExistsError } from './catalog/cities/decide.ts';
export { addMovie, updateMovie, loadMovie, type MovieImages } from './catalog/movies/commands.ts';
export { MovieAlreadyExistsError } from './catalog/movies/decide.ts';
export { addCinema, configureScreen, loadCinema } from './catalog/cinemas/commands.ts';
export { addShow, makeShowLive } from './shows/schedule/commands.ts';
export { ShowAlreadyLiveError } from './shows/schedule/errors.ts';
export { movieStreamId } from './catalog/movies/stream-id.ts';
export {
  registerAccount,
  changePassword,
  deleteAccount,
  findAccountInStream,
  loadAccount,
} from './accounts/account/commands.ts';
export { accountIdFor } from './accounts/account/stream-id.ts';
export { EmailTakenError } from './accounts/account/decide.ts';
export { argon2Hasher } from './accounts/account/passwords.ts';
export { isPublishedPassword, PUBLISHED_PASSWORDS } from './accounts/account/published-passwords.ts';
export { superAdminGuidance } from './accounts/account/superadmin-guidance.ts';
export { OPERATOR_ACTOR } from './infra/actors.ts';
export { outboxMailer, smtpMailer, type Mailer, type MailMessage } from './infra/mail/mailer.ts';
export { createWriteDeps } from './compose.ts';
export { writeConfigSchema, type WriteConfig } from './config.ts';
export {
  startWorkflow,
  type RunningWorkflow,
  type WorkflowOptions,
} from './infra/workflow/start-workflow.ts';
export { screeningStreamId } from './shows/seats/stream-id.ts';
export { EXPIRY_STEP_MS, expiryDueAt, holdExpiryTimerId } from './shows/seats/seat-workflow.ts';
export { loadScreeningState } from './shows/seats/screening-state.ts';
export { paymentStreamId } from './bookings/payments/stream-id.ts';
export { isSandbox, type SandboxGateway } from './bookings/payments/sandbox-gateway.ts';
