import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BOOKING_TERMS } from '../utils/booking-terms';
import { safeNextPath } from '../utils/safe-next';
import { PageFrame } from './ui/page-frame';
import { cardClass, primaryButtonClass, secondaryButtonClass } from './ui/styles';

/**
 * The spec's booking terms: 13 numbered rules, Cancel and Accept. Cancel goes back (home when the
 * page was opened directly); Accept continues to the `next` path it was given, a path on this
 * site only, or else goes back like Cancel.
 */
export function BookingTermsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // React Router keys the first page of a visit 'default': there is nothing of ours to go back to.
  const goBack = () =>
    location.key === 'default' ? navigate(paths.home.getHref(), { replace: true }) : navigate(-1);
  const accept = () => {
    const next = safeNextPath(params.get('next'));
    if (next) navigate(next, { replace: true });
    else goBack();
  };

  // On the app's own background (the body's), which runs on to the footer.
  return (
    <PageFrame
      title="Terms & Conditions"
      lead="Please read these before you book. Accepting them is part of every booking."
      className="max-w-3xl"
    >
      <div className={`${cardClass} p-5 sm:p-8`}>
        <ol className="space-y-4">
          {BOOKING_TERMS.map((rule, index) => (
            <li key={rule} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-200"
              >
                {index + 1}
              </span>
              <p className="pt-1 leading-relaxed text-slate-700">{rule}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none md:bottom-0">
        <div className="flex gap-3 sm:justify-end">
          <button type="button" onClick={goBack} className={`${secondaryButtonClass} flex-1 sm:flex-none`}>
            Cancel
          </button>
          <button
            type="button"
            onClick={accept}
            className={`${primaryButtonClass} flex-1 sm:flex-none sm:px-8`}
          >
            Accept
          </button>
        </div>
      </div>
    </PageFrame>
  );
}
