import { SITE } from '@/config/site';
import { ProfilePage } from '@/features/accounts/components/profile-page';

export default function ProfileRoute() {
  return (
    <>
      <title>{`Your profile · ${SITE.name}`}</title>
      <ProfilePage />
    </>
  );
}
