import { Navigate } from 'react-router-dom';
import { LIMITS } from '@cinema/contracts/browser';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';
import { formatDateOfBirth } from '../utils/format-date-of-birth';
import { AuthCard } from './ui/auth-card';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The spec's read-only profile, filled from the stored user. Nothing here can be edited, so the
 * details are a description list (label, value), not disabled inputs that look editable.
 */
export function ProfilePage() {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  const fields = [
    { label: 'Full name', value: user?.userName },
    { label: 'Phone number', value: user?.contactNumber, prefix: LIMITS.contactNumberPrefix },
    { label: 'Email', value: user?.email },
    { label: 'Role', value: user?.accountType },
    { label: 'Date of birth', value: formatDateOfBirth(user?.dob ?? null) },
  ];
  return (
    <AuthCard title="Your profile" subtitle="Your account details. They cannot be changed here.">
      {user && (
        <div className="mb-6 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
          >
            {initials(user.userName)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900">{user.userName}</p>
            <p className="text-sm text-slate-500">{user.accountType}</p>
          </div>
        </div>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {fields.map(({ label, value, prefix }) => (
          <div
            key={label}
            className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-4"
          >
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="min-w-0 text-base font-medium break-words text-slate-900 sm:text-right">
              {value ? [prefix, value].filter(Boolean).join(' ') : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </AuthCard>
  );
}
