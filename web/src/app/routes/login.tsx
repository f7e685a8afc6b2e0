import { SITE } from '@/config/site';
import { LoginPage } from '@/features/accounts/components/login-page';

export default function LoginRoute() {
  return (
    <>
      <title>{`Sign in · ${SITE.name}`}</title>
      <LoginPage />
    </>
  );
}
