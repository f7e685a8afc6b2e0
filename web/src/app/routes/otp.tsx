import { SITE } from '@/config/site';
import { OtpPage } from '@/features/accounts/components/otp-page';

export default function OtpRoute() {
  return (
    <>
      <title>{`Verify your email · ${SITE.name}`}</title>
      <OtpPage />
    </>
  );
}
