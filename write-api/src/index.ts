export { createWriteApp, createWriteRouter } from './app.ts';
export type { WriteDeps } from './deps.ts';
export { addCity } from './catalog/cities/add-city.ts';
export { CityAlreadyExistsError } from './catalog/cities/decide.ts';
export {
  registerAccount,
  deleteAccount,
  findAccountInStream,
  loadAccount,
} from './accounts/account-commands.ts';
export { accountIdFor } from './accounts/stream-ids.ts';
export { EmailTakenError } from './accounts/decide.ts';
export { argon2Hasher } from './accounts/passwords.ts';
export { outboxMailer, smtpMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export { createWriteDeps } from './compose.ts';
export { writeConfigSchema, type WriteConfig } from './config.ts';
export { startWorkflow, type RunningWorkflow, type WorkflowOptions } from './workflow/start-workflow.ts';
