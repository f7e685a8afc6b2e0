/*
 * Who caused an event (metadata `actorId`), for auditors (`npm run audit:history`): an account id
 * when a person asked for it, otherwise one of these. Reactors and timers are `system:<name>`.
 */

/** Issued on the server without an account: the demo-data loader, the create-superadmin CLI. */
export const OPERATOR_ACTOR = 'system:operator';
/** Requests made before anyone signed in (OTP codes asked for and typed). */
export const ANONYMOUS_ACTOR = 'anonymous';
