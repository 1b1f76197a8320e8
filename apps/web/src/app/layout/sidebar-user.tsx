import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useLogout } from '@/lib/auth/use-logout.ts';

/** Who is signed in, in which organisation, with a logout shortcut. */
export function SidebarUser() {
  const t = useT();
  const user = useAuthStore((state) => state.user);
  const { logout, pending } = useLogout();
  if (!user) return null;
  return (
    <div className="flex items-center gap-2 rounded-md p-1 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:p-0">
      <Avatar name={user.name} picture={user.picture} alt="" />
      <div className="min-w-0 flex-1 leading-tight group-data-[collapsible=icon]:hidden">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.org_name ?? user.email}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 group-data-[collapsible=icon]:hidden"
        aria-label={t('app.logout')}
        title={t('app.logout')}
        disabled={pending}
        onClick={logout}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
