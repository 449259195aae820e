import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { HomeIndex } from './home-index';
import { PageLoading } from '../components/page-loading';
import { RootLayout } from './layout/root-layout';
import { routes } from './paths';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorBoundary } from './route-error-page';
import { currentRouteHandle, RouteHandleContext, type RouteHandle } from './route-handle';

/*
 * The route table of spec 01 §2. Every page is fetched only when its route matches (React.lazy),
 * so a visitor on the landing page downloads the landing page and nothing else. Titles live in
 * the route handles so the header bar shows the right title while a page's code is on its way.
 * Declarative routing, not the data router: see docs/decisions/004-declarative-routing.md.
 */

/** A page component fetched on first use, from a module's named export. */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}

// The app home (the lesson path, behind the onboarding check) at /app and its aliases.
const lessonPath = {
  handle: { title: 'Lesson path' } satisfies RouteHandle,
  element: page(async () => (await import('./app-home')).AppHome),
};

// At / a visitor gets the landing page and a signed-in person Today; each is fetched only when shown.
const homeIndex = (
  <HomeIndex
    landing={page(async () => (await import('../features/landing/pages/landing-page')).LandingPage)}
    appHome={page(async () => (await import('./today/today-at-root')).TodayAtRoot)}
  />
);

const DataLayout = lazy(() => import('./query-client'));

/** Pages that read the API: they sit under the layout route that provides the query client. */
const appPages: RouteObject[] = [
  // /app and its aliases show the lesson path screen; /leaderboard, which the spec also sent there, is a
  // real leaderboard now (below, signed-in only).
  { path: routes.app, ...lessonPath },
  { path: routes.dashboard, ...lessonPath },
  { path: routes.core, ...lessonPath },
  {
    path: routes.auth,
    handle: { title: 'Sign In', back: true } satisfies RouteHandle,
    element: page(async () => (await import('../features/auth/pages/sign-in')).SignInPage),
  },
  {
    path: routes.redirect,
    handle: { title: 'Welcome' } satisfies RouteHandle,
    element: page(async () => (await import('../features/auth/pages/auth-redirect')).AuthRedirectPage),
  },
  {
    // Signed-in people only: a visitor goes to /auth?redirect=… first.
    element: <RequireSignIn />,
    children: [
      {
        path: routes.onboarding,
        handle: { title: 'Set up your home', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/home/pages/onboarding')).OnboardingPage),
      },
      {
        path: routes.spaces,
        handle: { title: 'My Spaces', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/home/pages/my-spaces')).MySpacesPage),
      },
      {
        path: routes.addSpace,
        handle: { title: 'Add Space', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/home/pages/add-space')).AddSpacePage),
      },
      {
        path: routes.family,
        handle: { title: 'Family Management', back: true } satisfies RouteHandle,
        element: page(async () => (await import('./family-page')).FamilyPage),
      },
      {
        path: routes.leaderboard,
        handle: { title: 'Leaderboard', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/leaderboard/pages/leaderboard')).LeaderboardPage),
      },
      {
        path: routes.settings,
        handle: { title: 'Settings', back: true } satisfies RouteHandle,
        element: page(async () => (await import('./settings-page')).SettingsWithNotificationsPage),
      },
      {
        path: routes.deleteAccount,
        handle: { title: 'Delete account', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/account/pages/delete-account')).DeleteAccountPage),
      },
      {
        // Spec 01 §6: a signed-in user is needed to open lessons.
        path: routes.step,
        handle: { title: 'Lesson', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/lessons/pages/lesson-step')).LessonStepPage),
      },
      {
        path: routes.space,
        handle: { title: 'Space', back: true } satisfies RouteHandle,
        element: page(async () => (await import('./space/space-detail-page')).SpaceDetailPage),
      },
      {
        path: routes.subSpace,
        handle: { title: 'Area upkeep', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/upkeep/pages/sub-space')).SubSpacePage),
      },
      {
        path: routes.rewards,
        handle: { title: 'Rewards', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/rewards/pages/rewards-page')).RewardsPage),
      },
      {
        path: routes.points,
        handle: { title: 'Points', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/points/pages/points-page')).PointsPage),
      },
      {
        path: routes.chores,
        handle: { title: 'Chores', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/chores/pages/chores-page')).ChoresPage),
      },
      {
        path: routes.choreCalendar,
        handle: { title: 'Calendar', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/chores/pages/calendar-page')).CalendarPage),
      },
      {
        path: routes.history,
        handle: { title: 'History', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/summary/pages/history-page')).HistoryPage),
      },
      {
        path: routes.summary,
        handle: { title: 'Weekly summary', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/summary/pages/summary-page')).SummaryPage),
      },
      {
        // Spec 02 §5: the to-do screen requires sign-in.
        path: routes.todo,
        handle: { title: 'To-do List', back: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/todo/pages/todo-list')).TodoListPage),
      },
    ],
  },
];

export const routeTable: RouteObject[] = [
  {
    path: routes.home,
    element: <RootLayout />,
    children: [
      // Quiet for visitors (the landing page); a signed-in person's Today gets the toast area anyway.
      { index: true, handle: { title: 'Tidy Steps', quiet: true } satisfies RouteHandle, element: homeIndex },
      { element: <DataLayout />, children: appPages },
      // Plain reading pages: no data, so outside the query client's layout route.
      {
        path: routes.terms,
        handle: { title: 'Terms of Use', back: true, quiet: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/legal/pages/terms')).TermsPage),
      },
      {
        path: routes.goodbye,
        handle: { title: 'Account deleted', quiet: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/account/pages/goodbye')).GoodbyePage),
      },
      {
        path: routes.privacy,
        handle: { title: 'Privacy Notice', back: true, quiet: true } satisfies RouteHandle,
        element: page(async () => (await import('../features/legal/pages/privacy')).PrivacyPage),
      },
      {
        path: routes.notFound,
        handle: { title: 'Page not found', back: true, quiet: true } satisfies RouteHandle,
        element: page(async () => (await import('./not-found-page')).NotFoundPage),
      },
    ],
  },
  // The household's shared screen (a linked kitchen tablet, decision 028): outside the site's layout, so without
  // its header, tabs or footer and nothing on it leads away; it reads the API through the app's query client.
  {
    path: routes.kitchen,
    handle: { title: 'Kitchen tablet' } satisfies RouteHandle,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading label="Opening the kitchen tablet..." />}>
          <DataLayout />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: page(async () => (await import('../features/kitchen/pages/kitchen-page')).KitchenPage) },
    ],
  },
];

/** The routes at the current location, under any router: the browser's (below) or the prerender's static one. */
export function AppRoutes() {
  const location = useLocation();
  // Matching ranks every route of the table, which costs a slow phone tens of milliseconds: once per address.
  const handle = useMemo(
    () => currentRouteHandle(matchRoutes(routeTable, location.pathname) ?? []),
    [location.pathname],
  );
  const element = useRoutes(routeTable, location);
  return <RouteHandleContext.Provider value={handle}>{element}</RouteHandleContext.Provider>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
