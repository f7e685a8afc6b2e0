import { SITE } from '@/config/site';
import { SignupPage } from '@/features/accounts/components/signup-page';

export default function SignupRoute() {
  return (
    <>
      <title>{`Sign up · ${SITE.name}`}</title>
      <SignupPage />
    </>
  );
}
