import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/ui/icons';
import { accountMenu } from './nav-items';
import { NavList } from './nav-list';
import type { Audience } from './nav-items';

interface MobileMenuPanelProps {
  id: string;
  audience: Audience;
  onClose: () => void;
}

/**
 * The open menu and the backdrop that dims the page (a tap on it closes the menu). Rendered into
 * <body>: inside the header, whose backdrop blur makes it the containing block of fixed elements,
 * the backdrop would cover only the header. Loaded when the menu first opens.
 */
export default function MobileMenuPanel({ id, audience, onClose }: MobileMenuPanelProps) {
  return createPortal(
    <>
      <div
        aria-hidden="true"
        data-testid="menu-backdrop"
        className="fixed inset-0 z-40 bg-slate-900/40"
        onClick={onClose}
      />
      <div
        id={id}
        className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl bg-white p-4 shadow-xl motion-safe:animate-fade-in"
      >
        <div className="mb-2 flex items-center justify-between">
          <p className="text-sm font-semibold text-slate-500">{audience ? `${audience} menu` : 'Welcome'}</p>
          <button
            type="button"
            aria-label="Close menu"
            autoFocus
            onClick={onClose}
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
    </>,
    document.body,
  );
}
