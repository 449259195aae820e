import { CircleAlert, House, Plus, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useSpaces, type Space } from '../api/get-spaces';
import { SpaceCard } from '../components/space-card';

// Radix and the forms load when an organizer first reaches for a settings button.
const loadSettingsDialog = () => import('../components/space-settings-dialog');
const SpaceSettingsDialog = lazy(() =>
  loadSettingsDialog().then((module) => ({ default: module.SpaceSettingsDialog })),
);

/** /spaces (spec 01 §2): every space the person owns or joined, newest first. */
export function MySpacesPage() {
  const spaces = useSpaces();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The space whose settings are open; kept after closing so the dialog can close gracefully.
  const [settingsFor, setSettingsFor] = useState<Space | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A fresh dialog (and fresh fields) every time settings open.
  const [openings, setOpenings] = useState(0);

  const count = spaces.data?.length;

  return (
    <section aria-labelledby="my-spaces-heading" className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8 md:py-12">
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <h1
            id="my-spaces-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl"
          >
            My Spaces
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">
            {count === undefined ? 'The rooms you are organizing.' : `${count} ${count === 1 ? 'space' : 'spaces'}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:gap-3">
          <Link to={paths.addSpace()} className={`flex-1 sm:flex-none ${buttonVariants()}`}>
            <Plus aria-hidden="true" />
            Add Space
          </Link>
          <Link to={paths.settings()} className={`flex-1 sm:flex-none ${buttonVariants({ variant: 'outline' })}`}>
            <SlidersHorizontal aria-hidden="true" />
            Preferences
          </Link>
        </div>
      </div>

      <div className="mt-8">
        {spaces.isPending ? (
          <SpacesSkeleton />
        ) : spaces.isError ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center md:p-10">
            <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
            <h2 className="mt-3 text-xl font-semibold">We couldn't load your spaces</h2>
            <p className="mt-2 text-muted-foreground">{spaces.error.message}</p>
            <Button
              variant="outline"
              className="mt-6"
              disabled={spaces.isFetching}
              onClick={() => void spaces.refetch()}
            >
              {spaces.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : spaces.data.length === 0 ? (
          <EmptySpaces />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
            {spaces.data.map((space) => (
              <li key={space.id}>
                <SpaceCard
                  space={space}
                  onPrepareSettings={space.role === 'organizer' ? () => void loadSettingsDialog() : undefined}
                  onOpenSettings={
                    space.role === 'organizer'
                      ? () => {
                          setSettingsFor(space);
                          setOpenings((n) => n + 1);
                          setSettingsOpen(true);
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {settingsFor ? (
        <Suspense fallback={null}>
          <SpaceSettingsDialog
            key={`${settingsFor.id}-${openings}`}
            space={settingsFor}
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            onDeleted={() => headingRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function SpacesSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your spaces...</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="rounded-2xl border border-border bg-surface p-5 motion-safe:animate-pulse">
            <div className="flex justify-between">
              <div className="size-12 rounded-xl bg-muted" />
              <div className="h-6 w-20 rounded-full bg-muted" />
            </div>
            <div className="mt-5 h-6 w-2/3 rounded-lg bg-muted" />
            <div className="mt-3 h-4 w-full rounded bg-muted" />
            <div className="mt-2 h-4 w-4/5 rounded bg-muted" />
            <div className="mt-8 h-11 w-full rounded-xl bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptySpaces() {
  return (
    <div className="rounded-3xl border border-dashed border-border bg-surface px-6 py-12 text-center md:py-16">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <House aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">No spaces yet</h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        You don't have any spaces yet. Choose the rooms you want to organize and we'll prepare small starter tasks for
        each one.
      </p>
      <Link to={paths.onboarding()} className={`mt-8 ${buttonVariants({ size: 'lg' })}`}>
        <Plus aria-hidden="true" />
        Create Your First Space
      </Link>
    </div>
  );
}
