import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { GUARDS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export type GuardedRole = 'Admin' | 'SuperAdmin';

const ALERTS: Record<GuardedRole, string> = { Admin: GUARDS.admin, SuperAdmin: GUARDS.superAdmin };

interface RequireRoleProps {
  role: GuardedRole;
  /** The guarded screen; without it the guard renders the child routes (`<Outlet />`). */
  children?: ReactNode;
}

/**
 * The spec's route guard: no stored token sends the visitor to /login; a signed-in user of another
 * account type is told so (window.alert with the spec's text) and sent home.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { token, user } = useAuth();
  const navigate = useNavigate();
  const wrongRole = Boolean(token) && user?.accountType !== role;
  const handled = useRef(false);

  useEffect(() => {
    // The ref keeps React's development double effect from alerting twice.
    if (!wrongRole || handled.current) return;
    handled.current = true;
    window.alert(ALERTS[role]);
    navigate(paths.home.getHref(), { replace: true });
  }, [wrongRole, role, navigate]);

  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  if (wrongRole) return null;
  return <>{children ?? <Outlet />}</>;
}
