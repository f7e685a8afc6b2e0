import { SITE } from '@/config/site';
import { ForgotPasswordPage } from '@/features/accounts/components/forgot-password-page';

export default function ForgotPasswordRoute() {
  return (
    <>
      <title>{`Forgot password · ${SITE.name}`}</title>
      <ForgotPasswordPage />
    </>
  );
}
