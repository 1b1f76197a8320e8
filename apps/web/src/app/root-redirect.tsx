import { Navigate, useLocation } from 'react-router';
import { readInvitation } from '@/lib/auth/return-path.ts';

/** `/` goes to /home, or to /auth with the same query when it carries an invitation (SPEC §2.1). */
export function RootRedirect() {
  const { search } = useLocation();
  const invitation = readInvitation(new URLSearchParams(search));
  return <Navigate to={invitation ? `/auth${search}` : '/home'} replace />;
}
