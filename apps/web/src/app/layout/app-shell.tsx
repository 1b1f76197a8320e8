import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SidebarProvider } from '@/components/ui/sidebar/sidebar-context.tsx';
import { SidebarInset } from '@/components/ui/sidebar/sidebar.tsx';
import { useAccountLanguage } from '@/lib/account-preferences.ts';
import { useT } from '@/lib/i18n/index.ts';
import { ReviewExtensions } from '../review-extensions.tsx';
import { RouteSpinner } from '../route-spinner.tsx';
import { WorkspaceLoading } from '@/components/page/workspace-loading.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { MobileNavButton } from './mobile-nav-button.tsx';
import { UndoToast } from '@/review/components/undo-toast.tsx';
import { useSessionGate } from './use-session-gate.ts';

/** The signed-in area: sidebar, header and the current page. */
export function AppShell() {
  const t = useT();
  const ready = useSessionGate();
  useAccountLanguage(ready);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));

  if (!ready) return <WorkspaceLoading />;
  return (
    <QueryClientProvider client={queryClient}>
      <SidebarProvider>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('app.skipToContent')}
        </a>
        <AppSidebar />
        <SidebarInset>
          <AppHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <ReviewExtensions>
              {/* A page whose chunk is loading shows the spinner in place, with the sidebar and header kept. */}
              <Suspense fallback={<RouteSpinner />}>
                <Outlet />
              </Suspense>
            </ReviewExtensions>
          </main>
        </SidebarInset>
        <MobileNavButton />
        {/* Inside the query client: Undo calls the server. Status changes happen only in the signed-in area. */}
        <UndoToast />
      </SidebarProvider>
    </QueryClientProvider>
  );
}
