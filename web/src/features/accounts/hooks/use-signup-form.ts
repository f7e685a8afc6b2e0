import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { loadContracts } from '@/lib/contracts';
import { DEFAULT_ACCOUNT_TYPE, FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { useSendOtp } from '../api/send-otp';
import { paths } from '@/config/paths';
import { showServerFailure } from '../utils/form-errors';
import { readPendingSignup, savePendingSignup, type PendingSignup } from '../utils/pending-signup';
import {
  allSignupFieldsFilled,
  needsInviteCode,
  validateSignup,
  type SignupField,
  type SignupValues,
} from '../utils/validate-signup';
import { focusFirstError, useFormFields } from './use-form-fields';

/** Fields in the order the form shows them (for focusing the first error). */
export const SIGNUP_FIELD_ORDER = [
  'accountType',
  'inviteCode',
  'userName',
  'email',
  'contactNumber',
  'password',
  'confirmPassword',
] as const satisfies readonly SignupField[];

// Coming back from /otp ("Change email") shows what was entered.
function initialValues(): SignupValues {
  const pending = readPendingSignup();
  return {
    accountType: pending?.accountType ?? DEFAULT_ACCOUNT_TYPE,
    inviteCode: pending?.inviteCode ?? '',
    userName: pending?.userName ?? '',
    email: pending?.email ?? '',
    contactNumber: pending?.contactNumber ?? '',
    password: pending?.password ?? '',
    confirmPassword: pending?.confirmPassword ?? '',
  };
}

function toPendingSignup(values: SignupValues): PendingSignup {
  return {
    accountType: values.accountType,
    userName: values.userName.trim(),
    email: values.email.trim(),
    contactNumber: values.contactNumber.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(needsInviteCode(values.accountType) ? { inviteCode: values.inviteCode.trim() } : {}),
  };
}

/** Sign-up form state: validate, keep the data as pending, request the OTP, go to /otp. */
export function useSignupForm() {
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const form = useFormFields<SignupValues, SignupField>(initialValues);
  const [agreed, setAgreed] = useState(false);
  const filled = allSignupFieldsFilled(form.values);
  const inviteMissing = needsInviteCode(form.values.accountType) && !form.values.inviteCode.trim();

  const change = <K extends keyof SignupValues>(name: K, value: SignupValues[K]) => {
    form.setField(name, value);
    // The agreement counts only while every field is filled (its checkbox is disabled otherwise).
    if (!allSignupFieldsFilled({ ...form.values, [name]: value })) setAgreed(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const errors = validateSignup(form.values, await loadContracts());
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError(formElement, SIGNUP_FIELD_ORDER, errors);
      return;
    }
    const pending = toPendingSignup(form.values);
    savePendingSignup(pending);
    sendOtp.mutate(
      { email: pending.email },
      {
        onSuccess: () => {
          toast.success(TOASTS.otpSent);
          navigate(paths.otp.getHref());
        },
        onError: (error) => {
          const fieldErrors = showServerFailure(error, SIGNUP_FIELD_ORDER, FALLBACKS.sendOtp);
          form.setErrors(fieldErrors);
          focusFirstError(formElement, SIGNUP_FIELD_ORDER, fieldErrors);
        },
      },
    );
  };

  return {
    ...form,
    change,
    submit,
    filled,
    agreed: agreed && filled,
    setAgreed,
    canSubmit: filled && agreed && !inviteMissing,
    isSubmitting: sendOtp.isPending,
  };
}
