import { LIMITS } from '@cinema/contracts/browser';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SITE } from '@/config/site';

export default function TermsConditionsRoute() {
  return (
    <ContentLayout
      title="Terms and conditions"
      lead={`These terms apply to every ticket booked on ${SITE.name}.`}
    >
      <ol>
        <li>A show runs only if at least {LIMITS.minimumTicketsForShow} tickets are sold for it.</li>
        <li>A ticket is compulsory for everyone aged 3 years and above.</li>
        <li>Viewers under 18 years of age cannot see A-certified films.</li>
        <li>Tickets once booked cannot be cancelled, exchanged or refunded.</li>
        <li>Recording the film in any form inside the cinema is not allowed.</li>
        <li>
          Carry the ticket (its QR code on your phone is enough) and be ready to show it at the entrance.
        </li>
        <li>Seats are held for you only while you pay; unpaid seats are released for others.</li>
        <li>The cinema may refuse entry to anyone who does not follow its rules.</li>
      </ol>
    </ContentLayout>
  );
}
