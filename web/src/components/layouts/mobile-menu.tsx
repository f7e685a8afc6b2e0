import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { accountMenu } from './nav-items';
import { NavList } from './nav-list';
import { useAudience } from './use-audience';

/** The hamburger menu shown below the md breakpoint; its entries follow the account type. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const audience = useAudience();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => setOpenAt(open ? null : pathname)}
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      {open && (
        <>
          <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/40" onClick={close} />
          <div
            id={panelId}
            className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl bg-white p-4 shadow-xl motion-safe:animate-fade-in"
          >
            <div className="mb-2 flex items-center justify-between">
              <p className="text-sm font-semibold text-slate-500">
                {audience ? `${audience} menu` : 'Welcome'}
              </p>
              <button
                type="button"
                aria-label="Close menu"
                autoFocus
                onClick={close}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            </div>
            {audience === null && (
              <div className="mb-3 grid grid-cols-2 gap-2">
                <Link
                  to={paths.login.getHref()}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white"
                >
                  Sign in
                </Link>
                <Link
                  to={paths.signup.getHref()}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 font-semibold text-slate-800"
                >
                  Sign up
                </Link>
              </div>
            )}
            <NavList label="Mobile menu" items={accountMenu(audience)} variant="stack" />
          </div>
        </>
      )}
    </div>
  );
}
