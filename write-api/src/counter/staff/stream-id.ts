/** One stream per account (the id derived from its email, so an email with no account yet can be named). */
export const counterStaffStreamId = (accountId: string) => `counter-staff-${accountId}`;
