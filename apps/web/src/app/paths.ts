/**
 * Every route of the web app (spec 01 §2), in one place. The route table uses `routes` (patterns);
 * components link with `paths` (builders). No other module writes a route as a string literal.
 */
export const routes = {
  home: '/',
  app: '/app',
  leaderboard: '/leaderboard',
  dashboard: '/dashboard',
  core: '/core',
  auth: '/auth',
  redirect: '/redirect',
  onboarding: '/onboarding',
  family: '/family',
  spaces: '/spaces',
  addSpace: '/spaces/new',
  space: '/space/:spaceId',
  subSpace: '/space/:spaceId/:subSpaceId',
  rewards: '/spaces/:spaceId/rewards',
  points: '/spaces/:spaceId/points',
  chores: '/spaces/:spaceId/chores',
  choreCalendar: '/spaces/:spaceId/calendar',
  history: '/spaces/:spaceId/history',
  summary: '/summary',
  step: '/step/:stepId',
  todo: '/todo',
  settings: '/settings',
  /** The household's shared screen (a linked kitchen tablet): no session, no site header. */
  kitchen: '/kitchen',
  deleteAccount: '/settings/delete-account',
  goodbye: '/goodbye',
  terms: '/terms',
  privacy: '/privacy',
  notFound: '*',
} as const;

/** The query parameter that, on any route, turns the page into the invitation screen. */
export const INVITE_PARAM = 'invite';
/** The query parameter with which a link opens a space with its photo set-up dialog open (`?setup=photos`). */
export const SETUP_PARAM = 'setup';
/** The query parameter with which the lesson screen's BACK TO HOME marks a lesson completed (spec 02 §2). */
export const COMPLETED_PARAM = 'completed';

const segment = (value: string | number) => encodeURIComponent(String(value));

function withQuery(pathname: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export const paths = {
  home: () => routes.home,
  /** Home after finishing a lesson: /?completed={id}, which marks it completed on this device. */
  homeAfterLesson: (lessonId: number) => withQuery(routes.home, { [COMPLETED_PARAM]: String(lessonId) }),
  /** The lesson path: the signed-in home of the app. */
  app: () => routes.app,
  /** Sign-in; `email` pre-fills an invited address, `redirect` is where to go afterwards. */
  auth: (query: { email?: string; redirect?: string } = {}) => withQuery(routes.auth, query),
  redirect: () => routes.redirect,
  onboarding: () => routes.onboarding,
  family: () => routes.family,
  /** Everyone who shares a space with the person, ranked by points (signed-in only). */
  leaderboard: () => routes.leaderboard,
  spaces: () => routes.spaces,
  /** Add one space after onboarding (no lifestyle questions); someone without a home goes to onboarding. */
  addSpace: () => routes.addSpace,
  space: (spaceId: string) => `/space/${segment(spaceId)}`,
  /** The space with its photo set-up open, e.g. from lesson 2's "before" picture. */
  spacePhotoSetup: (spaceId: string) => withQuery(`/space/${segment(spaceId)}`, { [SETUP_PARAM]: 'photos' }),
  subSpace: (spaceId: string, subSpaceId: string) => `/space/${segment(spaceId)}/${segment(subSpaceId)}`,
  /** A space's rewards store: the balance, what points buy, and requests. */
  rewards: (spaceId: string) => `/spaces/${segment(spaceId)}/rewards`,
  /** A space's points history (the ledger). */
  points: (spaceId: string) => `/spaces/${segment(spaceId)}/points`,
  /** A space's recurring chores: whose turn, review, time away. */
  chores: (spaceId: string) => `/spaces/${segment(spaceId)}/chores`,
  /** A space's chores by day and by member, a week or a month at a time. */
  choreCalendar: (spaceId: string) => `/spaces/${segment(spaceId)}/calendar`,
  /** What was done in a space, by whom, and how points moved (everyone's, or one member's). */
  history: (spaceId: string) => `/spaces/${segment(spaceId)}/history`,
  /** The person's weekly summary across their spaces; `week` is any day of an earlier week (this week without it). */
  summary: (week?: string) => withQuery(routes.summary, { week }),
  step: (stepId: string | number) => `/step/${segment(stepId)}`,
  todo: () => routes.todo,
  settings: () => routes.settings,
  kitchen: () => routes.kitchen,
  /** Deleting one's account: what will happen, then the confirmation; `token` comes from the e-mailed link. */
  deleteAccount: (token?: string) => withQuery(routes.deleteAccount, { token }),
  /** Where the app goes once the account is deleted (signed out). */
  goodbye: () => routes.goodbye,
  terms: () => routes.terms,
  privacy: () => routes.privacy,
  /** The link a family member receives: the site root with the invite code. */
  invite: (inviteCode: string) => withQuery(routes.home, { [INVITE_PARAM]: inviteCode }),
} as const;
