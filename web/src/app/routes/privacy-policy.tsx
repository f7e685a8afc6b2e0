import { ContentLayout } from '@/components/layouts/content-layout';
import { SITE } from '@/config/site';

export default function PrivacyPolicyRoute() {
  return (
    <ContentLayout title="Privacy policy" lead="What we collect, why, and what stays on your device.">
      <h2>What we collect</h2>
      <p>
        Your name, email address, phone number and date of birth when you create an account, and the bookings
        you make. Cinema partners also give us the details of their cinemas.
      </p>
      <h2>Why</h2>
      <p>
        To verify your email, sign you in, issue and show your tickets, and let cinemas see the bookings for
        their shows. We do not sell your data or show you third-party advertising.
      </p>
      <h2>Payments</h2>
      <p>Card and UPI details go straight to our payment provider; they never reach our servers.</p>
      <h2>On your device</h2>
      <p>
        While you are signed in, your session token and basic profile are kept in your browser's local
        storage. Logging out clears them. We use no tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        To see, correct or delete your data, write to{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
      </p>
    </ContentLayout>
  );
}
