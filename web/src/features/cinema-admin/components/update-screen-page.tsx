import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cinema, Screen } from '@cinema/contracts';
import { SERVER_MESSAGES } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { myCinemasQuery } from '../api/get-cinema-details';
import { screenLabel } from '../utils/seat-classes';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, primaryLinkClass, secondaryLinkClass } from './ui/styles';

// The form shows once the cinemas have loaded: its code loads meanwhile, in parallel, so the page's
// start-up JavaScript stays small.
const loadForm = () => import('./update-screen-form');
const UpdateScreenForm = lazy(() => loadForm().then((m) => ({ default: m.UpdateScreenForm })));

interface UpdateScreenPageProps {
  cinemaId: string;
  screenId: string;
}

/** Admin: the seats and prices of one screen, found among the admin's cinemas. */
export function UpdateScreenPage({ cinemaId, screenId }: UpdateScreenPageProps) {
  const cinemas = useQuery(myCinemasQuery());
  // The screen this page saved last (id and version): the note then says what the save reached.
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(null);
  useEffect(() => {
    void loadForm();
  }, []);
  const cinema = cinemas.data?.find((c) => c._id === cinemaId);
  const screen = cinema?.screenDetails.find((s) => s._id === screenId);
  const back = (
    <Link to={paths.adminCinemas.getHref()} className={secondaryLinkClass}>
      Your cinemas
    </Link>
  );

  if (cinemas.isPending) return <Spinner label="Loading the screen" />;
  if (cinemas.error && !cinemas.data)
    return (
      <AdminPage title="Update Screen" actions={back}>
        <LoadError error={cinemas.error} onRetry={() => void cinemas.refetch()} />
      </AdminPage>
    );
  if (!cinema || !screen) return <ScreenNotFound />;
  return (
    <AdminPage
      title="Update Screen"
      lead={
        <>
          <span className="font-semibold text-slate-900">{cinema.cinemaName}</span>, {cinema.cityId.cityName}{' '}
          · <span className="font-semibold text-slate-900">{screenLabel(screen)}</span>
        </>
      }
      actions={back}
    >
      <ScreenSwitcher cinema={cinema} current={screen} />
      {/* A new version (after a save, or someone else's) starts the form again from the loaded values. */}
      <Suspense fallback={<Spinner label="Loading the form" />}>
        <UpdateScreenForm
          key={`${screen._id}:${screen.version}`}
          screen={screen}
          onSaved={(s) => setSaved({ id: s._id, version: s.version })}
          saved={saved?.id === screen._id && saved.version === screen.version}
        />
      </Suspense>
    </AdminPage>
  );
}

function ScreenSwitcher({ cinema, current }: { cinema: Cinema; current: Screen }) {
  if (cinema.screenDetails.length < 2) return null;
  return (
    <nav aria-label={`Screens of ${cinema.cinemaName}`} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {cinema.screenDetails.map((screen) => {
          const isCurrent = screen._id === current._id;
          return (
            <li key={screen._id}>
              <Link
                to={paths.updateScreen.getHref(cinema._id, screen._id)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1',
                  isCurrent
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-slate-800 ring-slate-200 hover:bg-brand-50',
                )}
              >
                {screenLabel(screen)}
                {!screen.configured && (
                  <span className={cx('text-xs font-normal', isCurrent ? 'text-white' : 'text-amber-800')}>
                    (seats not set)
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ScreenNotFound() {
  return (
    <AdminPage title="Update Screen">
      <div role="alert" className={`${cardClass} text-center`}>
        <p className="text-lg font-semibold text-slate-900">{SERVER_MESSAGES.screenNotFound}</p>
        <p className="mt-2 text-slate-600">
          This screen is not one of your cinemas&apos; screens. Choose a screen from your cinema list.
        </p>
        <Link to={paths.adminCinemas.getHref()} className={`${primaryLinkClass} mt-5`}>
          Your cinemas
        </Link>
      </div>
    </AdminPage>
  );
}
