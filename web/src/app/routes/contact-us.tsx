import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

export default function ContactUsRoute() {
  return (
    <ContentLayout
      title="Contact us"
      lead="Questions about a booking, a payment or listing your cinema? Write to us."
    >
      <a
        href={`mailto:${SITE.supportEmail}`}
        className="flex! items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 no-underline! shadow-sm hover:border-brand-300"
      >
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailIcon />
        </span>
        <span>
          <span className="block text-sm font-normal text-slate-500">Customer support</span>
          <span className="block text-lg">{SITE.supportEmail}</span>
        </span>
      </a>
      <p>We reply to every message, usually within one working day.</p>
      <h2>Before you write</h2>
      <ul>
        <li>
          Include your booking ID (shown on the ticket in{' '}
          <Link to={paths.transactions.getHref()}>your tickets</Link>) so we can find your booking quickly.
        </li>
        <li>
          Tickets cannot be cancelled, exchanged or refunded: see our{' '}
          <Link to={paths.termsConditions.getHref()}>terms and conditions</Link>.
        </li>
        <li>
          Many answers are already in the <Link to={paths.faqs.getHref()}>FAQs</Link>.
        </li>
      </ul>
    </ContentLayout>
  );
}
