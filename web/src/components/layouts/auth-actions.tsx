import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { TOASTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';
// Display is left to the caller, so `hidden sm:inline-flex` cannot be overridden by a base `inline-flex`.
const secondary =
  'min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700';

/** Sign in / Sign up when logged out; the user's name and Log Out when logged in. */
export function AuthActions() {
  const { isLoggedIn, user, signOut } = useAuth();
  const navigate = useNavigate();

  if (!isLoggedIn) {
    return (
      <div className="flex items-center gap-2">
        <Link to={paths.login.getHref()} className={primary}>
          Sign in
        </Link>
        <Link to={paths.signup.getHref()} className={`${secondary} hidden sm:inline-flex`}>
          Sign up
        </Link>
      </div>
    );
  }

  const logOut = () => {
    signOut();
    navigate(paths.home.getHref());
    toast.success(TOASTS.logout);
  };

  return (
    <div className="flex items-center gap-3">
      {user && (
        <span className="hidden text-right text-sm leading-tight lg:block">
          <span className="block font-semibold text-slate-900">Hi, {user.userName}</span>
          <span className="block text-xs text-slate-500">{user.accountType}</span>
        </span>
      )}
      <button type="button" onClick={logOut} className={`${secondary} inline-flex`}>
        Log Out
      </button>
    </div>
  );
}
