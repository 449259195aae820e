import { CircleUser, GraduationCap, LayoutGrid, Sun, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { paths } from '../paths';
import { QueryProvider } from '../query-client';
import { useToday } from '../today/get-today';
import { useHomeEvents } from '../today/use-home-events';

/*
 * The primary navigation of a signed-in person (issue 16): Today, Spaces, Learn, Family and Me. On phones
 * and tablets a tab bar at the bottom, on wide screens links in the header. Fetched only once someone is
 * signed in, so the landing page's first download does not carry it. The counts come from Today's own
 * cache entry, kept live by one event stream for all of the person's spaces.
 */

type Destination = { label: string; to: string; icon: LucideIcon; matches: (pathname: string) => boolean };

const DESTINATIONS: readonly Destination[] = [
  { label: 'Today', to: paths.home(), icon: Sun, matches: (p) => p === '/' },
  {
    label: 'Spaces',
    to: paths.spaces(),
    icon: LayoutGrid,
    matches: (p) => p === '/spaces' || p.startsWith('/spaces/') || p.startsWith('/space/'),
  },
  {
    label: 'Learn',
    to: paths.app(),
    icon: GraduationCap,
    matches: (p) => ['/app', '/dashboard', '/core'].includes(p) || p.startsWith('/step/'),
  },
  {
    label: 'Family',
    to: paths.family(),
    icon: Users,
    // The household's standings and its week live with the family.
    matches: (p) => p === '/family' || p === '/leaderboard' || p === '/summary',
  },
  { label: 'Me', to: paths.settings(), icon: CircleUser, matches: (p) => p === '/settings' || p === '/todo' },
];

/**
 * How many things wait for the person: reviews, tasks assigned to them that are to do or sent back, chore
 * turns to review and reward requests to answer.
 */
function useWaitingCount(): number {
  const { user } = useAuth();
  const counts = useToday({ enabled: user !== null, select: (today) => today.counts });
  if (!counts.data) return 0;
  const { reviews, assigned, chores_to_review, reward_requests } = counts.data;
  return reviews + assigned + chores_to_review + reward_requests;
}

function waitingText(count: number) {
  return `${count} waiting for you`;
}

function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-bold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The links in the header, on wide screens. */
function HeaderLinks() {
  const { pathname } = useLocation();
  const waiting = useWaitingCount();
  return (
    <nav aria-label="Primary" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {DESTINATIONS.map((destination) => {
          const current = destination.matches(pathname);
          const count = destination.label === 'Today' ? waiting : 0;
          return (
            <li key={destination.label}>
              <Link
                to={destination.to}
                aria-current={current ? 'page' : undefined}
                aria-label={count > 0 ? `${destination.label}, ${waitingText(count)}` : undefined}
                className={cn(
                  'relative inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  current && 'bg-primary-soft text-primary-soft-foreground',
                )}
              >
                <destination.icon aria-hidden="true" className="size-4" />
                {destination.label}
                <CountBadge count={count} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab bar at the bottom of phones and tablets; it also keeps Today and the counts live. */
function TabBar() {
  const { pathname } = useLocation();
  const waiting = useWaitingCount();
  const { user } = useAuth();
  const spaces = useToday({
    enabled: user !== null,
    select: (today) => today.spaces.map((space) => space.id).sort().join(' '),
  });
  useHomeEvents(spaces.data ?? null);

  // The page reserves the bar's height at its bottom (and when scrolling to a focused control).
  useEffect(() => {
    document.documentElement.classList.add('has-tab-bar');
    return () => document.documentElement.classList.remove('has-tab-bar');
  }, []);

  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        {DESTINATIONS.map((destination) => {
          const current = destination.matches(pathname);
          const count = destination.label === 'Today' ? waiting : 0;
          return (
            <li key={destination.label} className="flex">
              <Link
                to={destination.to}
                aria-current={current ? 'page' : undefined}
                aria-label={count > 0 ? `${destination.label}, ${waitingText(count)}` : undefined}
                className={cn(
                  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                  current && 'text-primary-soft-foreground',
                )}
              >
                <span
                  className={cn(
                    'relative flex h-7 w-12 items-center justify-center rounded-full',
                    current && 'bg-primary-soft',
                  )}
                >
                  <destination.icon aria-hidden="true" className="size-5" />
                  <CountBadge count={count} className="absolute -top-1 -right-1" />
                </span>
                {destination.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function PrimaryHeaderLinks() {
  return (
    <QueryProvider>
      <HeaderLinks />
    </QueryProvider>
  );
}

export function PrimaryTabBar() {
  return (
    <QueryProvider>
      <TabBar />
    </QueryProvider>
  );
}
