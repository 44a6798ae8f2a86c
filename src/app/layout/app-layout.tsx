import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useRefreshPlayerSession } from '@/features/registration/api/refresh-player-session';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceGate } from './maintenance-gate';

// Dialog code loads on first use, keeping the first page inside its JavaScript budget.
const AdminPinDialog = lazy(() => import('@/features/admin-auth/components/admin-pin-dialog').then((m) => ({ default: m.AdminPinDialog })));

export function AppLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pinOpen, setPinOpen] = useState(false);
  const [pinMounted, setPinMounted] = useState(false);
  useRefreshPlayerSession();
  const openPin = () => {
    setPinMounted(true);
    setPinOpen(true);
  };
  const adminPrompt = (location.state as { adminPrompt?: boolean } | null)?.adminPrompt === true;

  // A visitor sent away from an /admin page lands here with the PIN dialog open.
  useEffect(() => {
    if (!adminPrompt) return;
    setPinMounted(true);
    setPinOpen(true);
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [adminPrompt, location.pathname, location.search, navigate]);

  return (
    <Frame
      onAdminClick={openPin}
      page={
        <MaintenanceGate>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </MaintenanceGate>
      }
    >
      {pinMounted && (
        <Suspense fallback={null}>
          <AdminPinDialog open={pinOpen} onOpenChange={setPinOpen} />
        </Suspense>
      )}
      <ScrollRestoration />
    </Frame>
  );
}

/** The first load, while the matched route's lazy chunk arrives (React Router's HydrateFallback). */
export function AppLayoutLoading() {
  return <Frame onAdminClick={() => {}} page={<PageLoading />} />;
}

/** Header, the page in main, footer; children (dialogs, scroll restoration) follow the footer. */
function Frame({ onAdminClick, page, children }: { onAdminClick: () => void; page: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Header onAdminClick={onAdminClick} />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page loads (layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {page}
      </main>
      <Footer />
      {children}
    </div>
  );
}

function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
