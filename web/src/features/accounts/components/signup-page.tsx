import { Link, Navigate } from 'react-router-dom';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE, LIMITS, type AccountType } from '@cinema/contracts/browser';
import { useAuth } from '@/lib/auth';
import { useSignupForm } from '../hooks/use-signup-form';
import { contactDigits } from '../utils/contact-digits';
import { paths } from '@/config/paths';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { AuthCard, linkClass } from './ui/auth-card';
import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';

const toAccountType = (value: string): AccountType =>
  ACCOUNT_TYPES.find((type) => type === value) ?? DEFAULT_ACCOUNT_TYPE;

export function SignupPage() {
  const { isLoggedIn } = useAuth();
  if (isLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Book tickets in seconds. We will email you a code to confirm your address."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}

function SignupForm() {
  const form = useSignupForm();
  const { values, errors, change } = form;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <SelectField
        label="Account type"
        name="accountType"
        value={values.accountType}
        onChange={(event) => change('accountType', toAccountType(event.target.value))}
      >
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {values.accountType === 'SuperAdmin' && (
        <TextField
          label="Invite code"
          name="inviteCode"
          autoComplete="off"
          value={values.inviteCode}
          error={errors.inviteCode}
          hint="SuperAdmin accounts need the invite code your organisation was given."
          onChange={(event) => change('inviteCode', event.target.value)}
        />
      )}
      <TextField
        label="Full name"
        name="userName"
        autoComplete="name"
        value={values.userName}
        error={errors.userName}
        onChange={(event) => change('userName', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Contact number"
        name="contactNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={LIMITS.contactNumberPrefix}
        value={values.contactNumber}
        error={errors.contactNumber}
        // Spaces, dashes and +91 as people type them; the 10 digits are kept.
        onChange={(event) => change('contactNumber', contactDigits(event.target.value))}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMinLength} characters.`}
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
      />
      <CheckboxField
        name="terms"
        checked={form.agreed}
        disabled={!form.filled}
        onChange={(event) => form.setAgreed(event.target.checked)}
        hint={form.filled ? undefined : 'Fill in all the fields above to accept the terms.'}
        label={
          <>
            I agree to the{' '}
            <Link to={paths.termsConditions.getHref()} className={linkClass}>
              Terms &amp; Conditions
            </Link>
          </>
        }
      />
      <SubmitButton
        disabled={!form.canSubmit}
        loading={form.isSubmitting}
        loadingText={LOADING_TEXTS.creating}
      >
        Create account
      </SubmitButton>
    </form>
  );
}
