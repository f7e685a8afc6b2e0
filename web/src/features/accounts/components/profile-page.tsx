import { Navigate } from 'react-router-dom';
import { LIMITS } from '@cinema/contracts/browser';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';
import { formatDateOfBirth } from '../utils/format-date-of-birth';
import { AuthCard } from './ui/auth-card';
import { TextField } from './ui/text-field';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The spec's read-only profile: every field disabled, filled from the stored user. */
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
      <div className="space-y-4">
        {fields.map(({ label, value, prefix }) => (
          <TextField key={label} label={label} value={value || '—'} prefix={prefix} disabled readOnly />
        ))}
      </div>
    </AuthCard>
  );
}
