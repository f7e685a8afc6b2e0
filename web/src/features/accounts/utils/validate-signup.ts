import type { emailSchema as EmailSchema } from '@cinema/contracts';
import { LIMITS, VALIDATION, type AccountType } from '@cinema/contracts/browser';
import type { FieldErrors } from './form-errors';

/** The five fields the spec requires before the terms can be accepted. */
export const REQUIRED_SIGNUP_FIELDS = [
  'userName',
  'email',
  'contactNumber',
  'password',
  'confirmPassword',
] as const;
export type RequiredSignupField = (typeof REQUIRED_SIGNUP_FIELDS)[number];
export type SignupField = RequiredSignupField | 'accountType' | 'inviteCode';
export type SignupValues = Record<RequiredSignupField | 'inviteCode', string> & { accountType: AccountType };

export const needsInviteCode = (accountType: AccountType) => accountType === 'SuperAdmin';

export const allSignupFieldsFilled = (values: SignupValues) =>
  REQUIRED_SIGNUP_FIELDS.every((field) => values[field].trim() !== '');

/** The spec's section 5 rules (plus the contracts' password length); every failing field at once. */
export function validateSignup(
  values: SignupValues,
  { emailSchema, CONTACT_PATTERN }: { emailSchema: typeof EmailSchema; CONTACT_PATTERN: RegExp },
): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (!values.userName.trim()) errors.userName = VALIDATION.allFieldsRequired;
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? VALIDATION.email;
  if (!CONTACT_PATTERN.test(values.contactNumber.trim())) errors.contactNumber = VALIDATION.contactNumber;
  if (values.password.length < LIMITS.passwordMinLength) errors.password = VALIDATION.passwordTooShort;
  if (values.password !== values.confirmPassword) errors.confirmPassword = VALIDATION.passwordMismatch;
  if (needsInviteCode(values.accountType) && !values.inviteCode.trim()) {
    errors.inviteCode = VALIDATION.allFieldsRequired;
  }
  return errors;
}
