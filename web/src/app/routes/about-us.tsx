import { Link } from 'react-router-dom';
import { FEATURED_CITY } from '@cinema/contracts/browser';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

export default function AboutUsRoute() {
  return (
    <ContentLayout
      title="About us"
      lead={`${SITE.name} gets you from "what's on?" to a seat in the hall in a few taps.`}
    >
      <p>
        We are a cinema ticketing platform for Indian cities, starting with {FEATURED_CITY}. Browse what is
        showing, pick a cinema and a time, choose your seats on a live seat map and pay online. Your ticket,
        with its QR code, waits in your booking history.
      </p>
      <h2>For movie-goers</h2>
      <p>
        Seats update live while you choose, so two people never pay for the same seat. Prices are in rupees
        and include everything you see at checkout.
      </p>
      <h2>For cinemas</h2>
      <p>
        Cinema owners sign up as an Admin, add their cinemas and screens, set prices for REGULAR, BALCONY and
        VIP seats, schedule shows and follow their revenue city by city.{' '}
        <Link to={paths.signup.getHref()}>Create an account</Link> to get started.
      </p>
    </ContentLayout>
  );
}
