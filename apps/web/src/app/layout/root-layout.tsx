import { lazy, Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  PageHeaderProvider,
  useDocumentTitle,
  usePageHeaderOverride,
  usePageTitleOverride,
} from '../../lib/page-header';
import { INVITE_PARAM, paths } from '../paths';
import { RouteErrorBoundary } from '../route-error-page';
import { useRouteHandle } from '../route-handle';
import { HeaderBar } from './header-bar';
import { RouteAnnouncer } from './route-announcer';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { ToastAreaGate } from '../toast-area-gate';

const PrimaryTabBar = lazy(() => import('./primary-nav').then((module) => ({ default: module.PrimaryTabBar })));

const InvitationScreen = lazy(async () => {
  const [screen, query] = await Promise.all([
    import('../../features/family/pages/invitation-screen'),
    import('../query-client'),
  ]);
  return {
    default: ({ inviteCode }: { inviteCode: string }) => (
      <query.QueryProvider>
        <screen.InvitationScreen inviteCode={inviteCode} />
      </query.QueryProvider>
    ),
  };
});

/**
 * The root of every route. Spec 01 §2: whenever the address carries ?invite=, the invitation
 * screen replaces everything else, whatever the path.
 */
export function RootLayout() {
  const [searchParams] = useSearchParams();
  const inviteCode = searchParams.get(INVITE_PARAM);
  const handle = useRouteHandle();
  const { user } = useAuth();
  const pageMayToast = inviteCode !== null || user !== null || handle?.quiet !== true;

  return (
    <>
      {inviteCode !== null ? (
        <Suspense fallback={<PageLoading label="Loading invitation..." />}>
          <InvitationScreen inviteCode={inviteCode} />
        </Suspense>
      ) : (
        <PageHeaderProvider>
          <AppShell />
        </PageHeaderProvider>
      )}
      <ToastAreaGate pageMayToast={pageMayToast} />
    </>
  );
}

function AppShell() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const override = usePageHeaderOverride();
  const goBack = useGoBack();
  const { user } = useAuth();

  const title = override?.title ?? handle?.title ?? 'Tidy Steps';
  const onBack = override?.onBack ?? (handle?.back ? goBack : undefined);
  const pageTitle = usePageTitleOverride();
  useDocumentTitle(pageTitle ?? title);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <HeaderBar title={title} onBack={onBack} />
      {/* At least a screen tall below the header: while a page or its data loads, the footer waits below the
          fold instead of showing and then being pushed down (a layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      {user ? (
        <Suspense fallback={null}>
          <PrimaryTabBar />
        </Suspense>
      ) : null}
      <ScrollToTop />
      <RouteAnnouncer />
    </>
  );
}

/** Back one page; when the page was opened directly (nothing of ours to go back to), go Home instead of leaving. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home(), { replace: true });
  }, [navigate]);
}
