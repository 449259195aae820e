import { AppLink } from '../../components/app-link';
import { lazy, Suspense } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ArrowLeftIcon, HouseIcon } from '../../components/first-paint-icons';
import { buttonVariants } from '../../components/ui/button-variants';
import { paths } from '../paths';
import { useAuth } from '../../lib/auth';
import { AccountButton } from './account-button';

// The primary navigation is fetched only once someone is signed in: visitors' first download stays small.
const PrimaryHeaderLinks = lazy(() =>
  import('./primary-nav').then((module) => ({ default: module.PrimaryHeaderLinks })),
);

type HeaderBarProps = {
  title: string;
  /** When given, a Back button is shown and runs this. */
  onBack?: (() => void) | undefined;
};

/**
 * The header bar of every page (spec 01 §2): Back, page title, account control, Home; for a signed-in person
 * on a wide screen also the primary navigation (on phones it is the tab bar at the bottom).
 */
export function HeaderBar({ title, onBack }: HeaderBarProps) {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 md:gap-3 md:px-8">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back"
            className={buttonVariants({ variant: 'ghost', size: 'compact' })}
          >
            <ArrowLeftIcon />
            <span className="hidden sm:inline">Back</span>
          </button>
        ) : null}
        <div className="flex min-w-0 flex-1 items-center gap-2.5">
          {/* With a Back button, phones give the mark's room to the page title. */}
          <BrandMark className={onBack ? 'hidden size-8 sm:block' : 'size-8'} />
          <p className="truncate text-lg font-semibold tracking-tight">{title}</p>
        </div>
        {user ? (
          <Suspense fallback={null}>
            <PrimaryHeaderLinks />
          </Suspense>
        ) : null}
        <nav aria-label="Account and home" className="flex items-center gap-1 md:gap-2">
          <AccountButton />
          <AppLink
            to={paths.home()}
            aria-label="Home"
            className={buttonVariants({ variant: 'ghost', size: 'compact' })}
          >
            <HouseIcon />
            <span>Home</span>
          </AppLink>
        </nav>
      </div>
    </header>
  );
}
