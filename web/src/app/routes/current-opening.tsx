import { FEATURED_CITY } from '@cinema/contracts/browser';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SITE } from '@/config/site';

const OPENINGS = [
  {
    role: 'Front-end Engineer',
    team: 'Product',
    place: `${FEATURED_CITY} or remote`,
    about: 'React, TypeScript, accessibility.',
  },
  {
    role: 'Back-end Engineer',
    team: 'Platform',
    place: `${FEATURED_CITY} or remote`,
    about: 'Node.js, PostgreSQL, event sourcing.',
  },
  {
    role: 'Cinema Partnerships Lead',
    team: 'Partnerships',
    place: FEATURED_CITY,
    about: 'Bring new cinemas on board.',
  },
];

export default function CurrentOpeningRoute() {
  return (
    <ContentLayout
      title="Current openings"
      lead="Help people across India find their next night at the movies."
    >
      <ul className="list-none! space-y-3!">
        {OPENINGS.map((job) => (
          <li key={job.role} className="ml-0! rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-lg font-semibold text-slate-900">{job.role}</p>
            <p className="text-sm text-slate-500">
              {job.team} · {job.place}
            </p>
            <p className="mt-1">{job.about}</p>
          </li>
        ))}
      </ul>
      <p>
        To apply, write to <a href={`mailto:${SITE.supportEmail}?subject=Careers`}>{SITE.supportEmail}</a>{' '}
        with the role in the subject and a few lines about something you built.
      </p>
    </ContentLayout>
  );
}
